import { randomUUID } from 'node:crypto';
import { FULL_SHELL, type I18nText, type PageProps, type RawBlock } from '@shop/contract';
import type { Db } from '../client.ts';
import { media } from '../../modules/media/media.tables.ts';
import { pages } from '../../modules/pages/pages.tables.ts';

/** Stores a drawn picture and answers its address for block settings. */
export async function putSvg(tx: Db, key: string, svg: string): Promise<string> {
  await tx.insert(media).values({ key, contentType: 'image/svg+xml', svg }).onConflictDoUpdate({ target: media.key, set: { svg } });
  return `/media/${key}`;
}

/**
 * Runs the tasks one after another and answers their results in order. A seed runs in one transaction,
 * which is one connection: its statements must not overlap. `Promise.all` over inserts on it made
 * node-postgres queue a query while another ran ("client.query() while already executing", deprecated,
 * refused by pg 9); PGlite serialised them silently.
 */
export async function inTurn<const T extends ReadonlyArray<() => Promise<unknown>>>(
  tasks: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const out: unknown[] = [];
  for (const task of tasks) out.push(await task());
  return out as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

export const t = (zh_HK: string, zh_CN: string, en: string): I18nText => ({ zh_HK, zh_CN, en });

let counter = 0;
/** A block as the editor would save it. */
export const block = (type: string, props: Record<string, unknown>, version = 1): RawBlock => ({
  id: `b${(++counter).toString(36)}-${randomUUID().slice(0, 8)}`,
  type,
  version,
  props,
});

/** The shell of an ordinary page, as the web app draws it by default. */
export { FULL_SHELL };

/** Writes a page as released (and as its draft, so the editor opens what visitors see). */
export async function putPage(
  tx: Db,
  appCode: string,
  page: { pageCode: string; pageName: string; props: Partial<PageProps> & { title: I18nText }; blocks: RawBlock[]; sort?: number },
) {
  const props: PageProps = {
    isEshopPage: false,
    isMembershipPage: false,
    description: page.props.title,
    shell: FULL_SHELL,
    ...page.props,
  };
  for (const status of ['release', 'draft'] as const) {
    await tx
      .insert(pages)
      .values({ appCode, pageCode: page.pageCode, status, pageName: page.pageName, props, blocks: page.blocks, sort: page.sort ?? 0 })
      .onConflictDoUpdate({
        target: [pages.appCode, pages.pageCode, pages.status],
        set: { pageName: page.pageName, props, blocks: page.blocks },
      });
  }
}
