// Codegen plugin: @graphql-codegen/typescript-react-apollo without its suspense hooks. The plugin
// (5.0.0) writes each `use…SuspenseQuery` as two overloads over one body, for Apollo Client 3: with
// Apollo Client 4 neither overload matches the body (the first hides behind `// @ts-ignore`), and
// the body itself does not type-check for a query with required variables, so the generated files
// carried `// @ts-nocheck`, which hid every other error in them too. Nothing here uses suspense; a
// page that wants it calls Apollo Client's useSuspenseQuery with the generated document, which is
// typed. The rest of the plugin's output is kept as it is and type-checks.
// Loaded when codegen runs (it needs ES modules, which jest's VM cannot load).
const reactApollo = () => require('@graphql-codegen/typescript-react-apollo');

// `// @ts-ignore`, the two one-line overloads, then the body (signature, two lines, closing brace).
const SUSPENSE_HOOK =
  /\/\/ @ts-ignore\nexport function (use\w+SuspenseQuery)\(.*\nexport function \1\(.*\nexport function \1\(.*\n.*\n.*\n *\}\n/g;
const SUSPENSE_RESULT =
  /^export type \w+SuspenseQueryHookResult = ReturnType<typeof use\w+SuspenseQuery>;\n/gm;

/** The generated hooks without the suspense hooks; throws when the plugin's output changed shape. */
function withoutSuspenseHooks(content) {
  const kept = content.replace(SUSPENSE_HOOK, '').replace(SUSPENSE_RESULT, '');
  if (/@ts-(ignore|nocheck)|SuspenseQuery/.test(kept))
    throw new Error(
      'typescript-react-apollo wrote a suspense hook or a type-check escape this wrapper does not know (scripts/codegen/reactApolloHooks.cjs)',
    );
  return kept;
}

async function plugin(schema, documents, config, info) {
  const output = await reactApollo().plugin(schema, documents, config, info);
  return typeof output === 'string'
    ? withoutSuspenseHooks(output)
    : { ...output, content: withoutSuspenseHooks(output.content ?? '') };
}

module.exports = { plugin, validate: (...args) => reactApollo().validate(...args), withoutSuspenseHooks };
