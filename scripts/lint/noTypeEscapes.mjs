// ESLint rule congress/no-type-escapes: `x as never` and `x as unknown as T` switch the type checker
// off at a boundary (a row, a GraphQL input, a resolver's answer). Type the value instead: rows from
// the generated table types, form inputs from the shared zod schema's output.
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid `as never` and `as unknown as` outside tests and generated code.' },
    schema: [],
    messages: {
      never: '`as never` hides a typed boundary: type the value (rows, schema outputs) instead.',
      unknown: '`as unknown as` hides a typed boundary: type the value (rows, schema outputs) instead.',
    },
  },
  create(context) {
    return {
      TSAsExpression(node) {
        if (node.typeAnnotation.type === 'TSNeverKeyword') context.report({ node, messageId: 'never' });
        else if (
          node.expression.type === 'TSAsExpression' &&
          node.expression.typeAnnotation.type === 'TSUnknownKeyword'
        )
          context.report({ node, messageId: 'unknown' });
      },
    };
  },
};

export const typeEscapesPlugin = { rules: { 'no-type-escapes': rule } };
