// Limits every GraphQL request inherits (docs/decisions.md, "Request limits"), so no operation
// added later can be made to do unbounded work: document size (tokens), depth, aliases,
// directives and root fields are checked while the document is validated (once per distinct
// query text); the cost, which depends on the page sizes in the variables, on every request.
// A request over a limit is refused before any resolver runs: QUERY_TOO_COMPLEX, HTTP 400.
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  getNamedType,
  GraphQLError,
  isLeafType,
  isListType,
  isNonNullType,
  Kind,
  type ASTVisitor,
  type GraphQLOutputType,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { PAGE } from '@congress/domain';
import { AppError } from '../errors';
import { documentMemo } from './documentCache';

export const REQUEST_LIMITS = {
  /** Lexical tokens in a query document (graphql-js parse option): bounds every later check's work. */
  maxTokens: 2_000,
  /** Nesting of selections below the root (users → rows → role → name is 4). */
  maxDepth: 8,
  /** Aliased fields in one operation (`__typename` excepted). */
  maxAliases: 10,
  /** Directives (@skip, @include) in one operation. */
  maxDirectives: 10,
  /** Root fields in one operation, through fragments: one request, a handful of operations. */
  maxRootFields: 10,
  /** Cost budget: see costEstimator. The largest frontend query (users at 500 a page) costs 1,001. */
  maxCost: 5_000,
  /** JSON body of POST /graphql. */
  graphqlBody: '1mb',
  /** Multipart body of an upload (the upload route comes with its own issue; it must use this). */
  uploadBody: '20mb',
} as const;

/** Marks a validation error as a limit: Apollo reports validation errors under its own code. */
export const LIMIT_EXTENSION = 'limit';

const limitError = (message: string) =>
  new GraphQLError(message, { extensions: { [LIMIT_EXTENSION]: 'QUERY_TOO_COMPLEX' } });

/** Reports the armor rules' refusals as validation errors instead of throwing out of validate(). */
const armorOptions = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(limitError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/** Types whose lists are parts of one document already read (programme.view.ts), not queries. */
const IN_MEMORY_TYPES = new Set([
  'PublishedProgramme',
  'PublishedDay',
  'PublishedSession',
  'PublishedTalk',
  'AgendaItem',
  'MyProgramme',
  'ProgrammeDraft',
  'ProgrammeConflict',
  'ProgrammeSession',
]);

const isList = (type: GraphQLOutputType): boolean => isListType(isNonNullType(type) ? type.ofType : type);

/**
 * What a field costs: leaves (scalars, enums) nothing; an object 1 plus its selections. A paged
 * list (a field taking `limit`) counts its selections once per row of the page it asks for
 * (`limit`, else the default page size; beyond the maximum the resolver refuses it anyway). A
 * page's `rows` is counted by its parent; any other list counts its selections PAGE.defaultLimit
 * times. Introspection fields cost nothing (development only).
 */
export const costEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (field.name.startsWith('__')) return 0;
  const own = isLeafType(getNamedType(field.type)) ? 0 : 1;
  // The published programme and the draft are one document read at once: their lists cost no query.
  if (IN_MEMORY_TYPES.has(type.name)) return own + childComplexity;
  if (field.args.some((arg) => arg.name === 'limit')) {
    const asked = typeof args.limit === 'number' ? Math.trunc(args.limit) : PAGE.defaultLimit;
    return own + Math.min(Math.max(asked, 1), PAGE.maxLimit) * childComplexity;
  }
  if (isList(field.type) && !('count' in ('getFields' in type ? type.getFields() : {}))) {
    return own + PAGE.defaultLimit * childComplexity;
  }
  return own + childComplexity;
};

/** At most maxRootFields root fields per operation, counted through fragments. */
export const maxRootFieldsRule: ValidationRule = (context): ASTVisitor => ({
  OperationDefinition(operation) {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.flatMap((d) =>
          d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
        ),
    );
    let count = 0;
    const seen = new Set<string>();
    const walk = (selections: typeof operation.selectionSet.selections) => {
      for (const selection of selections) {
        if (selection.kind === Kind.FIELD) count += 1;
        else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet.selections);
        else if (!seen.has(selection.name.value)) {
          seen.add(selection.name.value);
          const fragment = fragments.get(selection.name.value);
          if (fragment) walk(fragment.selectionSet.selections);
        }
      }
    };
    walk(operation.selectionSet.selections);
    if (count > REQUEST_LIMITS.maxRootFields) {
      context.reportError(
        limitError(`Root fields limit of ${REQUEST_LIMITS.maxRootFields} exceeded, found ${count}.`),
      );
    }
    return false; // nothing below the root to check here
  },
});

/** Added to graphql-js's own rules (ApolloServer validationRules). */
export const requestLimitRules: ValidationRule[] = [
  maxDepthRule({ n: REQUEST_LIMITS.maxDepth, ...armorOptions }),
  maxAliasesRule({ n: REQUEST_LIMITS.maxAliases, ...armorOptions }),
  maxDirectivesRule({ n: REQUEST_LIMITS.maxDirectives, ...armorOptions }),
  maxRootFieldsRule,
];

/** The parse options bounding a document's size. */
export const requestParseOptions = { maxTokens: REQUEST_LIMITS.maxTokens };

/**
 * The cost of one operation with its variables (Infinity beyond 10,000 counted nodes), or null when
 * the variables do not coerce (execution refuses them).
 */
export function costOf(
  schema: Parameters<typeof getComplexity>[0]['schema'],
  document: Parameters<typeof getComplexity>[0]['query'],
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): number | null {
  try {
    return getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      operationName: operationName ?? undefined,
      estimators: [costEstimator],
    });
  } catch (error) {
    // Fragments spread many times over can make the count itself too long: that is over budget.
    if (error instanceof GraphQLError && /maximum allowed number of nodes/.test(error.message))
      return Infinity;
    return null;
  }
}

/** Refuses an operation over the cost budget before execution. */
export function costLimitPlugin<T extends object>(): ApolloServerPlugin<T> {
  // Without variables the cost is the document's own: once per query text.
  const perDocument = documentMemo<number | null>();
  // One listener object for every request (nothing in it is a request's own).
  const listeners: GraphQLRequestListener<T> = {
    async didResolveOperation({ schema, document, request }) {
      const { operationName, variables } = request;
      const cost = perDocument({ document, operationName, variables }, () =>
        costOf(schema, document, variables, operationName),
      );
      if (cost !== null && cost > REQUEST_LIMITS.maxCost) {
        throw new AppError('QUERY_TOO_COMPLEX', {
          message: `Cost limit of ${REQUEST_LIMITS.maxCost} exceeded, found ${cost}.`,
          httpStatus: 400,
        });
      }
    },
  };
  return { requestDidStart: async () => listeners };
}
