import type { Lang } from './locale.ts';
import type { AmountFormat } from './schemas.ts';
import type { AppFull } from './calls/weaver.calls.ts';

/**
 * The agreement between the API and the web app's server render (decision 150): the API loads the web
 * build's `dist-server/entry-server.js` and calls `render(request)`; both sides take these shapes from here.
 */
export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The origin the page is served at (for run modes decided by address). */
  origin: string;
  lang: Lang;
  /** The layout to render for (the browser's `Sec-CH-UA-Mobile`); the page says it in `<html data-screen>`. */
  screen: 'pc' | 'mobile';
  /** The start-up answers (getAppFull, getInitInfo, getAmountFormatInfo), embedded by the page itself. */
  boot: { appFull: AppFull; initInfo: { currencySymbol: string; merchantCode: string; storeCode: string }; amountFormat: AmountFormat } | null;
}

/** A rendered page (its status, HTML and the dehydrated query answers to embed), or a redirect. */
export type RenderResult<QueryState = unknown> =
  | { kind: 'page'; status: number; html: string; queryState: QueryState; title?: string; description?: string }
  | { kind: 'redirect'; status: number; location: string };
