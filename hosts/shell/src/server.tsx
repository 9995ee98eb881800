// The host's server entry (docs/decisions.md, "One renderer"): renders a public page with the same
// components the browser hydrates — the shell's layout around the public remote, loaded through
// Module Federation as the browser loads it. Built for Node beside the browser bundles
// (dist/server/main.js) and run by the API's render workers, one request at a time per store.
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { print, type DocumentNode, type FormattedExecutionResult } from 'graphql';
import { createStore } from 'jotai';
import { Writable } from 'node:stream';
import { useContext, useMemo, type ContextType, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetContext } from 'styled-components';
import { federationName, type Locale, type RemoteName, type RouteTable } from '@congress/domain';
import { GraphQLRequestError } from '@congress/graphql';
import { localeState } from '@congress/i18n';
import { StaticRouter } from '@congress/router';
import { AppProviders, siteRoutesState, type PageQueryOutcome, type PageRender } from '@congress/ui';
import { Shell } from './App';

/** Runs one GraphQL operation in the API as an anonymous visitor. */
export type Execute = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<FormattedExecutionResult>;

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  locale: Locale;
  /** Every remote's route table (menus, titles, 404s), as deployed. */
  routeTables: Partial<Record<RemoteName, RouteTable>>;
  execute: Execute;
}

export interface RenderedPage {
  /** The markup of the app's container. */
  html: string;
  /** The page's styles (styled-components' style elements). */
  styles: string;
  title?: string;
  description?: string;
  /** The page queries' outcomes, for the browser's hydration. */
  pageQueries: Record<string, PageQueryOutcome<unknown>>;
}

/** Where each remote's server container is (file: or http: URL of its remoteEntry.js). */
export function setRemoteEntries(entries: Partial<Record<RemoteName, string>>): void {
  registerRemotes(
    Object.entries(entries).map(([name, entry]) => ({ name: federationName(name as RemoteName), entry })),
  );
}

async function request<TData>(execute: Execute, document: DocumentNode, variables: Record<string, unknown>) {
  const result = await execute(print(document), variables);
  const first = result.errors?.[0];
  if (first || !result.data) {
    const code = first?.extensions?.code;
    throw new GraphQLRequestError(first?.message ?? 'no data', typeof code === 'string' ? code : undefined);
  }
  return result.data as TData;
}

/** The render's own Apollo client: its operations run in the API, anonymously. */
function serverApollo(execute: Execute) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute(print(operation.query), operation.variables).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache(), ssrMode: true }), ApolloProvider };
}

type Stringifier = ContextType<typeof StyleSheetContext>['stylis'];

/** Compiled rules kept across renders, at most this many (the public pages use a few hundred). */
const COMPILED_MAX = 5_000;
const compiled = new Map<string, string[]>();

/**
 * styled-components compiles a component's CSS (stylis) into the render's own style sheet, and
 * each render has a new sheet: every page compiled again every rule it drew, a twentieth of a
 * render's time. The compiled rules of a given CSS, selector and component are the same every
 * time, so they are kept here, for the renders of this worker.
 */
function keepingCompiled(stylis: Stringifier): Stringifier {
  const keeping = (css: string, selector?: string, prefix?: string, componentId?: string) => {
    const key = `${componentId ?? ''}\n${selector ?? ''}\n${prefix ?? ''}\n${css}`;
    let rules = compiled.get(key);
    if (!rules) {
      rules = stylis(css, selector, prefix, componentId);
      compiled.set(key, rules);
      if (compiled.size > COMPILED_MAX) compiled.delete(compiled.keys().next().value as string);
    }
    return rules;
  };
  return Object.assign(keeping, { hash: stylis.hash });
}

function KeptCompiledStyles({ children }: { children: ReactNode }) {
  const sheet = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...sheet, stylis: keepingCompiled(sheet.stylis) }), [sheet]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}

/**
 * The whole markup of `element`, once every read it waits for has its answer: React writes it at
 * once into a plain sink (reading a stream chunk by chunk was a twentieth of a render's time).
 * Every boundary inline, in reading order: no boundary is sent apart and revealed by an inline
 * script (which the page's Content-Security-Policy would refuse, and which a reader without
 * JavaScript never runs).
 */
function renderWhole(element: ReactNode, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}

export async function renderPage(page: RenderRequest): Promise<RenderedPage> {
  // One store, one Apollo client and one render context per request: nothing is shared.
  const store = createStore();
  store.set(localeState, page.locale);
  store.set(siteRoutesState, page.routeTables);
  const render: PageRender = {
    request: (document, variables) => request(page.execute, document, variables),
    apollo: serverApollo(page.execute),
    queries: new Map(),
    outcomes: new Map(),
    head: {},
  };
  const sheet = new ServerStyleSheet();
  try {
    const errors: unknown[] = [];
    const html = await renderWhole(
      sheet.collectStyles(
        <KeptCompiledStyles>
          <AppProviders store={store} render={render}>
            <StaticRouter location={page.url}>
              <Shell />
            </StaticRouter>
          </AppProviders>
        </KeptCompiledStyles>,
      ),
      (error) => void errors.push(error),
    );
    // A part that failed would be drawn by the browser alone: the page is not served as rendered.
    if (errors.length) throw errors[0];
    return {
      html,
      styles: sheet.getStyleTags(),
      title: render.head.title,
      description: render.head.description,
      pageQueries: Object.fromEntries(render.outcomes),
    };
  } finally {
    sheet.seal();
  }
}
