// What a server render gives the components it renders (docs/decisions.md, "One renderer"): one
// per request, never a module-level value, so two renders at once share nothing. In the browser
// there is none (null) and the components use the page's own API client.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DocumentNode } from 'graphql';
import type { LoadedApollo } from '../apollo/apolloClient';

/** A page query's outcome, as the server hands it to the browser (JSON). */
export type PageQueryOutcome<TData> = { data: TData } | { error: { message: string; code?: string } };

export interface PageRender {
  /** Runs a read of the page against the API, as an anonymous visitor. */
  request<TData>(document: DocumentNode, variables: Record<string, unknown>): Promise<TData>;
  /** The render's own Apollo client (for pages whose reads go through it). */
  apollo: LoadedApollo;
  /** The page queries of this render, by key; what resolved is written into the page. */
  queries: Map<string, Promise<PageQueryOutcome<unknown>>>;
  outcomes: Map<string, PageQueryOutcome<unknown>>;
  /** The page's title and description, as the rendered page states them. */
  head: { title?: string; description?: string };
}

export const PageRenderContext = createContext<PageRender | null>(null);

/** The server render this tree is part of; null in the browser. */
export const usePageRender = () => useContext(PageRenderContext);

const subscribeNever = () => () => undefined;

/**
 * False on the server and during the browser's hydration of its HTML, true after: what only the
 * browser knows (the stored login, the window's width) is shown once the page is hydrated, so the
 * first render in the browser is the server's, and React hydrates it without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
