// Rate limits every operation inherits (docs/decisions.md, "Rate limits"), applied before any
// resolver runs so a new free mutation is limited without code of its own:
// - every mutation without a valid token costs one point per root field from its client address,
//   and one per account it names (identifier, e-mail, username) from that account's budget, which
//   a flood from other addresses cannot spend for the owner (rateLimits.ts, AccountLimit);
// - the username check (duplicateUserName) is limited per address and per checked name, token or not.
// Aliases and fragments cannot multiply the budget: every root field is counted.
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import {
  getArgumentValues,
  getVariableValues,
  Kind,
  visit,
  type DocumentNode,
  type FieldNode,
  type GraphQLObjectType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { GraphQLContext } from '../../context';
import { accountKey, anonymousAccountLimit, consume, consumeOnAccount } from './rateLimits';

/** Argument names (top level or inside `input`) that name an account. */
const ACCOUNT_ARGUMENTS = ['identifier', 'email', 'usermail', 'username'];

/** The root fields an operation selects, through aliases, fragments and inline fragments. */
export function rootFields(document: DocumentNode, operation: OperationDefinitionNode): FieldNode[] {
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const fields: FieldNode[] = [];
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return fields;
}

/** The accounts a root field's arguments name (normalised keys), or none when they do not coerce. */
function accountsNamed(
  type: GraphQLObjectType,
  field: FieldNode,
  variables: Record<string, unknown> | null,
): string[] {
  const definition = type.getFields()[field.name.value];
  if (!definition || !variables) return [];
  let args: Record<string, unknown>;
  try {
    args = getArgumentValues(definition, field, variables);
  } catch {
    return []; // execution refuses it; the address budget was spent already
  }
  const input = args.input && typeof args.input === 'object' ? (args.input as Record<string, unknown>) : {};
  const named = ACCOUNT_ARGUMENTS.flatMap((name) => [args[name], input[name]]).filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return [...new Set(named.map(accountKey))];
}

/** Whether the document names duplicateUserName anywhere (remembered per parsed document). */
const usernameChecks = new WeakMap<DocumentNode, boolean>();
function mayCheckUsernames(document: DocumentNode): boolean {
  let found = usernameChecks.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      Field(node) {
        if (node.name.value === 'duplicateUserName') found = true;
      },
    });
    usernameChecks.set(document, found);
  }
  return found;
}

export function requestRateLimitsPlugin(): ApolloServerPlugin<GraphQLContext> {
  // One listener object for every request (nothing in it is a request's own).
  const listeners: GraphQLRequestListener<GraphQLContext> = {
    async didResolveOperation({ contextValue, document, operation, schema, request }) {
      if (!operation) return;
      const { limits, ip } = contextValue;
      const type = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
      if (!type) return;
      // Nothing to count for a member's query without a username check: no walk, no coercion.
      if (operation.operation === 'query' && !mayCheckUsernames(document)) return;
      const fields = rootFields(document, operation);
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
      const variables = 'coerced' in coerced && coerced.coerced ? coerced.coerced : null;

      if (operation.operation === 'mutation' && !contextValue.auth.user) {
        await consume(limits.anonymousClient, ip, fields.length, 429);
        // Per account too, but a flood naming an account cannot keep its owner out (AccountLimit).
        const limit = anonymousAccountLimit(limits);
        for (const field of fields) {
          for (const account of accountsNamed(type, field, variables)) {
            await consumeOnAccount(limit, account, ip, 1, 429);
          }
        }
      }

      if (operation.operation === 'query') {
        const checks = fields.filter((field) => field.name.value === 'duplicateUserName');
        if (!checks.length) return;
        await consume(limits.usernameClient, ip, checks.length, 429);
        for (const field of checks) {
          for (const account of accountsNamed(type, field, variables)) {
            await consume(limits.usernameAccount, account, 1, 429);
          }
        }
      }
    },
  };
  return { requestDidStart: async () => listeners };
}
