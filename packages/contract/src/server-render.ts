import type { Lang } from './locale.ts';
import type { AmountFormat } from './schemas.ts';
import type { AppFull } from './calls/pages.calls.ts';
import type { getInitInfo } from './calls/system.calls.ts';
import type { CallResponse } from './call.ts';

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
  /** The start-up answers (getAppFull, getInitInfo, getAmountFormatInfo) the page is drawn from, whole. */
  boot: Pick<BootData, 'appFull' | 'initInfo' | 'amountFormat'> | null;
}

/**
 * The start-up answers the server embeds in a page (`<script type="application/json" id="boot-data">`,
 * apps/api/src/modules/web/boot-data.ts), which the browser starts from instead of making the three calls
 * (lib/boot-data.ts in the web app).
 */
export interface BootData {
  /** The site the answers are for; the browser ignores the embed of another site. */
  site: { merchantCode: string; storeCode: string; appCode: string };
  /**
   * getAppFull's answer. With `pagesWithBlocks`, an outline (app-outline.ts): only those pages keep
   * their blocks, and the browser asks for the whole answer before it shows another screen.
   */
  appFull: AppFull;
  initInfo: CallResponse<typeof getInitInfo>;
  amountFormat: AmountFormat;
  pagesWithBlocks?: string[];
}

/** A rendered page (its status, HTML and the dehydrated query answers to embed), or a redirect. */
export type RenderResult<QueryState = unknown> =
  | { kind: 'page'; status: number; html: string; queryState: QueryState; title?: string; description?: string }
  | { kind: 'redirect'; status: number; location: string };
