// A public page's read: rendered on the server with its answer, handed to the browser in the page,
// and read from there when the browser hydrates (no second request, no flash of a loading state).
// Afterwards (the reader moves to another page and back) it is asked for again over fetch, as
// anonymous pages always did without Apollo Client (docs/decisions.md, "Apollo Client on demand").
import { use, useEffect, useState } from 'react';
import { getOperationAST, type DocumentNode } from 'graphql';
import { GraphQLRequestError, requestGraphQL } from '@congress/graphql';
import { graphqlEndpoint } from '../apollo/apolloClient';
import { usePageRender, type PageQueryOutcome } from './PageRenderContext';

/** Outcomes the server rendered, until the component that asked for each has hydrated. */
const served = new Map<string, PageQueryOutcome<unknown>>();

/** Called once at start with the outcomes the server wrote into the page. */
export function restorePageQueries(outcomes: Record<string, PageQueryOutcome<unknown>>): void {
  for (const [key, outcome] of Object.entries(outcomes)) served.set(key, outcome);
}

export const pageQueryKey = (document: DocumentNode, variables: Record<string, unknown>): string =>
  `${getOperationAST(document)?.name?.value ?? 'query'}:${JSON.stringify(variables)}`;

export interface PageQueryResult<TData> {
  data?: TData;
  loading: boolean;
  error?: GraphQLRequestError;
}

const toResult = <TData>(outcome: PageQueryOutcome<unknown> | undefined): PageQueryResult<TData> =>
  !outcome
    ? { loading: true }
    : 'data' in outcome
      ? { data: outcome.data as TData, loading: false }
      : { loading: false, error: new GraphQLRequestError(outcome.error.message, outcome.error.code) };

async function settle<TData>(answer: Promise<TData>): Promise<PageQueryOutcome<TData>> {
  try {
    return { data: await answer };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return {
      error: {
        message: error instanceof Error ? error.message : String(error),
        ...(typeof code === 'string' ? { code } : {}),
      },
    };
  }
}

/**
 * Reads `document` for the page. On the server the render waits for the answer (React suspends);
 * in the browser the first render uses the answer the server rendered with.
 */
export function usePageQuery<TData, TVariables extends Record<string, unknown> = Record<string, never>>(
  document: DocumentNode,
  options: {
    variables?: TVariables;
    skip?: boolean;
    /**
     * Ask again once hydrated, keeping the rendered answer on screen meanwhile: for what changes
     * with every reader (a view count), which a page kept for its content version does not follow.
     */
    refresh?: boolean;
  } = {},
): PageQueryResult<TData> {
  const render = usePageRender();
  const variables = options.variables ?? {};
  const key = pageQueryKey(document, variables);
  const skip = options.skip ?? false;

  if (render) {
    if (skip) return { loading: false };
    let pending = render.queries.get(key);
    if (!pending) {
      pending = settle(render.request<TData>(document, variables)).then((outcome) => {
        render.outcomes.set(key, outcome);
        return outcome;
      });
      render.queries.set(key, pending);
    }
    return toResult<TData>(use(pending));
  }
  // A tree is rendered on the server or in the browser for its whole life: the branch never changes.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return useBrowserPageQuery<TData>(document, variables, key, skip, options.refresh ?? false);
}

function useBrowserPageQuery<TData>(
  document: DocumentNode,
  variables: Record<string, unknown>,
  key: string,
  skip: boolean,
  refresh: boolean,
): PageQueryResult<TData> {
  const [state, setState] = useState<{ key: string; result: PageQueryResult<TData> }>(() => ({
    key,
    result: skip ? { loading: false } : toResult<TData>(served.get(key)),
  }));
  const current = state.key === key ? state.result : { loading: !skip };
  const known = !current.loading;
  useEffect(() => {
    if (skip) return undefined;
    // The server's answer serves this first render only; the next visit asks again.
    if (served.delete(key) && known && !refresh) return undefined;
    let cancelled = false;
    void settle(requestGraphQL<TData, Record<string, unknown>>(graphqlEndpoint(), document, variables)).then(
      (outcome) => {
        if (!cancelled) setState({ key, result: toResult<TData>(outcome) });
      },
    );
    return () => {
      cancelled = true;
    };
    // The key stands for the document and its variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, skip]);
  return current;
}
