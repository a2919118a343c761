/**
 * The server render (decision 150): the real React tree of every storefront route, rendered to HTML by
 * `apps/api/src/modules/web/ssr.ts` through this bundle (`vite build --ssr`, into `dist-server/`).
 *
 * Data: the screens' own queries. Each render pass records the queries the tree asked for (through the
 * query client's `defaultQueryOptions`, which every `useQuery` goes through); those that are enabled and
 * have no answer yet are fetched — through the real calls, in-process — and the tree is rendered again,
 * until nothing new is asked and no lazy part is still loading. The answers are then dehydrated once
 * into the page, and the browser hydrates from them without asking again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClient, dehydrate, type DehydratedState, type DefaultError, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { RenderRequest, RenderResult as ContractRenderResult } from '@shop/contract';
import { AppProviders, setUpApp } from './app/App.tsx';
import { AppRoutes, preloadScreens } from './app/router.tsx';
import { appKeys, appQueries, pageParamOf, screenPageCode } from './app/api/app-queries.ts';
import { configureApiClient } from './lib/api-client.ts';
import { setRequestEnvReader, type RenderEnv } from './lib/ssr-env.ts';

export { QUERY_STATE_ID } from './lib/query-state.ts';

export type { RenderRequest } from '@shop/contract';
export type RenderResult = ContractRenderResult<DehydratedState>;

// Set once per server, never by a request: the shared strings (every language's, in one store) and the
// API client's wiring. What belongs to one request (its address, language, status, the layout it asked
// for) lives in `requests`, so that renders overlapping while they wait for their calls never see each
// other's (lib/ssr-env.ts).
let i18n: I18n | null = null;
const requests = new AsyncLocalStorage<{ env: RenderEnv }>();

/** Once per server: how calls reach the API in-process (the server's `app.inject`). */
export function setUpServerRender(opts: { fetch: (url: string, init: RequestInit) => Promise<Response> }) {
  i18n ??= setUpApp('zh_HK');
  configureApiClient({ fetch: opts.fetch });
  setRequestEnvReader(() => requests.getStore()?.env ?? null);
}

type AnyOptions = QueryObserverOptions<unknown, DefaultError, unknown, unknown, QueryKey> & { queryHash: string; initialPageParam?: unknown };

/** A query client that remembers which queries the rendered tree asked for, with their options. */
function recordingQueryClient(): { client: QueryClient; asked: Map<string, AnyOptions> } {
  // retryOnMount off: a failed answer (a record not found) renders as the failure, not as loading again.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false, retryOnMount: false } } });
  const asked = new Map<string, AnyOptions>();
  const original = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof original>[0]) => {
    const d = original(options);
    // The latest options win: a query disabled in one pass may be enabled by the answers of the last.
    asked.set(d.queryHash, d as unknown as AnyOptions);
    return d;
  }) as typeof client.defaultQueryOptions;
  return { client, asked };
}

const MAX_PASSES = 6;
/** The start-up queries come with the page's boot data (decision 011), not with its query state. */
const isBootQuery = (key: readonly unknown[]) => key[0] === appKeys.fulls()[0];
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function render(req: RenderRequest): Promise<RenderResult> {
  if (!i18n) throw new Error('setUpServerRender first');
  const href = new URL(req.url, req.origin).toString();
  const scope: { env: RenderEnv } = { env: { href, lang: req.lang, screen: req.screen } };
  // The calls the passes make (their queries' functions) run inside this scope too: they ask in its language.
  return requests.run(scope, () => renderIn(scope, i18n!, req, href));
}

async function renderIn(scope: { env: RenderEnv }, shared: I18n, req: RenderRequest, href: string): Promise<RenderResult> {
  // The request's own i18next: shares the loaded strings, keeps its language whatever other renders do.
  const i18n = shared.cloneInstance({ lng: req.lang, initAsync: false });
  const { client, asked } = recordingQueryClient();
  if (req.boot) {
    // Stored under the screen's own key (decision 535); the server draws from the whole site.
    const path = new URL(href).pathname;
    const code = screenPageCode(path, pageParamOf(path), req.boot.appFull.appInfo.appProps);
    client.setQueryData(appQueries.full(code).queryKey, req.boot.appFull);
    client.setQueryData(appQueries.init.queryKey, req.boot.initInfo);
    client.setQueryData(appQueries.amount.queryKey, req.boot.amountFormat);
  }
  const url = new URL(href);
  // The matched screens' files first, so the tree renders them at once (app/lazy-screen.tsx).
  await preloadScreens(url.pathname);
  const tried = new Set<string>();
  let html: string;
  let env = scope.env;
  for (let pass = 1; ; pass++) {
    // A missing record met in a pass makes the page the unknown-page screen from the next one on (lib/not-found.ts).
    const notFoundBefore = env.notFound === true;
    env = scope.env = { href, lang: req.lang, screen: req.screen, ...(notFoundBefore ? { notFound: true } : {}) };
    html = renderToString(
      <AppProviders i18n={i18n} queryClient={client}>
        <StaticRouter location={url.pathname + url.search}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
    );
    const fetches: Promise<unknown>[] = [];
    for (const [hash, options] of asked) {
      if (tried.has(hash)) continue;
      const query = client.getQueryCache().get(hash);
      if (query && query.state.data !== undefined) continue;
      const enabled = typeof options.enabled === 'function' ? query && options.enabled(query) : options.enabled !== false;
      if (!enabled || typeof options.queryFn !== 'function') continue;
      tried.add(hash);
      const opts = { ...options, retry: false } as never;
      fetches.push(options.initialPageParam !== undefined ? client.prefetchInfiniteQuery(opts) : client.prefetchQuery(opts));
    }
    // A lazy part still loading leaves its Suspense boundary to the browser (`<!--$!-->`).
    const unfinished = html.includes('<!--$!-->') || html.includes('<!--$?-->');
    const turnedNotFound = env.notFound === true && !notFoundBefore;
    if ((!fetches.length && !unfinished && !turnedNotFound) || pass >= MAX_PASSES) break;
    await Promise.all(fetches);
    await tick();
  }
  const queryState = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' && !isBootQuery(q.queryKey) });
  const status = env.status ?? 200;
  return {
    kind: 'page',
    status,
    html,
    queryState,
    ...(env.title !== undefined ? { title: env.title } : {}),
    ...(env.description !== undefined ? { description: env.description } : {}),
  };
}
