import { print, type DocumentNode } from 'graphql';

/** Where the API is and the token to send (read on every request, like the Apollo client's). */
export interface GraphQLEndpoint {
  uri: string;
  getToken: () => string | null;
}

/** A failed request: the API's error code (extensions.code) when it answered with one. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

/**
 * One GraphQL operation over fetch, without Apollo Client (no cache, no links): for the one query
 * of a page that otherwise needs no API client (/home's popups), so the page does not load
 * Apollo Client (~45 KB) for it. Resolves with the answer's data; rejects on a network failure or
 * an answer with errors.
 */
export async function requestGraphQL<
  TData,
  TVariables extends Record<string, unknown> = Record<string, never>,
>(endpoint: GraphQLEndpoint, document: DocumentNode, variables?: TVariables): Promise<TData> {
  const token = endpoint.getToken();
  const response = await fetch(endpoint.uri, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: print(document), variables: variables ?? {} }),
  });
  const body = (await response.json()) as {
    data?: TData | null;
    errors?: { message?: string; extensions?: { code?: unknown } }[];
  };
  if (!response.ok || body.errors?.length || !body.data) {
    const code = body.errors?.[0]?.extensions?.code;
    throw new GraphQLRequestError(
      `GraphQL request failed (HTTP ${response.status})`,
      typeof code === 'string' ? code : undefined,
    );
  }
  return body.data;
}
