// Checks every caller-supplied value goes through before it can reach the database: ids, and
// the NUL character PostgreSQL refuses in text (docs/decisions.md "Input checks").
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { Kind, visit, type DocumentNode, type ValueNode } from 'graphql';
import { AppError, invalidField } from '../errors';
import { documentMemo } from './documentCache';

/** Row ids are PostgreSQL `integer`s from a sequence: 1 … 2^31 − 1. */
export const MAX_ID = 2_147_483_647;
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/**
 * A GraphQL `ID` argument as a row id: decimal digits without sign, leading zeros or spaces,
 * 1 … 2^31 − 1. Anything else is VALIDATION_FAILED on `field`.
 */
export function parseId(value: unknown, field = 'id'): number {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text === 'string' && ID_TEXT.test(text)) {
    const id = Number(text);
    if (id <= MAX_ID) return id;
  }
  throw invalidField(field);
}

/** A list of ids (`ids: [ID!]!`); the field names the first bad entry (`ids.3`). */
export function parseIds(values: readonly unknown[], field = 'ids'): number[] {
  return values.map((value, index) => parseId(value, `${field}.${index}`));
}

export const NUL_CODE = 'validation.nulCharacter';

/** The path of the first string (value or key) holding a NUL character, or null. */
export function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const child = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return child;
      const found = findNul(item, child);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Field name reported for a path inside an argument: the argument path (`filter.email_contains`,
 * `ids.2`), except inside `input`, whose fields are named as the forms and the shared rules name
 * them (`givenName`).
 */
const fieldName = (path: string) => (path.startsWith('input.') ? path.slice('input.'.length) : path);

function nulInLiteral(node: ValueNode, path: string, variables: Record<string, unknown>): string | null {
  switch (node.kind) {
    case Kind.STRING:
      return node.value.includes('\u0000') ? path : null;
    case Kind.VARIABLE:
      return findNul(variables[node.name.value], path);
    case Kind.LIST:
      for (const [index, item] of node.values.entries()) {
        const found = nulInLiteral(item, `${path}.${index}`, variables);
        if (found) return found;
      }
      return null;
    case Kind.OBJECT:
      for (const field of node.fields) {
        const found = nulInLiteral(field.value, `${path}.${field.name.value}`, variables);
        if (found) return found;
      }
      return null;
    default:
      return null;
  }
}

/**
 * Refuses, before any resolver runs, a request whose arguments (literals or variables) carry a
 * NUL character anywhere: VALIDATION_FAILED naming the field, HTTP 400.
 */
export function rejectNulInputsPlugin<T extends object>(): ApolloServerPlugin<T> {
  const nulInArguments = (document: DocumentNode, variables: Record<string, unknown>) => {
    let found: string | null = null;
    visit(document, {
      Argument(node) {
        found ??= nulInLiteral(node.value, node.name.value, variables);
      },
    });
    return found;
  };
  // Without variables the answer is the document's own: once per query text.
  const perDocument = documentMemo<string | null>();
  // One listener object for every request (nothing in it is a request's own).
  const listeners: GraphQLRequestListener<T> = {
    async didResolveOperation({ document, request }) {
      const variables = (request.variables ?? {}) as Record<string, unknown>;
      let found = perDocument({ document, operationName: request.operationName, variables }, () =>
        nulInArguments(document, variables),
      );
      // Variables no argument uses are refused by validation already; checked for certainty.
      found ??= findNul(variables, '');
      if (found) {
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ field: fieldName(found), code: NUL_CODE }],
          httpStatus: 400,
        });
      }
    },
  };
  return { requestDidStart: async () => listeners };
}
