import type { BootData } from '@shop/contract';
import { SITE } from './config.ts';

/**
 * The answers to getAppFull, getInitInfo and getAmountFormatInfo the server embedded in the page
 * (`<script type="application/json" id="boot-data">`, written by apps/api/src/modules/web/boot-data.ts),
 * used as the queries' initial data so the first screen renders without waiting for three calls.
 * Read once; ignored when absent, malformed or for another site. getAppFull's answer may be the outline
 * of the page (decision 167): `pagesWithBlocks` then names the pages it has the blocks of.
 */

let cached: BootData | null | undefined;
/** When it was read: the queries count their freshness from here. */
export const bootDataReadAt = Date.now();

export function bootData(): BootData | null {
  if (cached !== undefined) return cached;
  cached = null;
  const el = typeof document !== 'undefined' ? document.getElementById('boot-data') : null;
  if (!el?.textContent) return cached;
  try {
    const data = JSON.parse(el.textContent) as Partial<BootData>;
    const s = data.site;
    if (
      s &&
      s.merchantCode === SITE.merchantCode &&
      s.storeCode === SITE.storeCode &&
      s.appCode === SITE.appCode &&
      data.appFull &&
      data.initInfo &&
      data.amountFormat
    ) {
      cached = data as BootData;
    }
  } catch {
    // A broken embed is no worse than none: the calls are made as usual.
  }
  return cached;
}
