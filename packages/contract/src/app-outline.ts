import { normalizeBlock } from './blocks/registry.ts';
import { walkBlocks } from './blocks/tree.ts';
import type { AppFull } from './calls/pages.calls.ts';

/**
 * The site's page drawn from a getAppFull answer cut down to what one page draws (decision 167). Every
 * page stays listed with its props (titles, shell, site), so links, menus, titles and the shell resolve as
 * with the whole answer; only the pages drawn on this page keep their blocks. The server embeds this in
 * a page instead of the whole answer (every released page in three languages, ≈ 75 KB on the demo) and
 * the browser asks for the whole answer before it moves to another screen.
 */

type AppLike = Pick<AppFull, 'appInfo' | 'pageList'>;

/** The page the club's search and redemption screens open: the configured one, else the first page holding a redemption block. */
export function redemptionPageCode(app: AppLike): string | undefined {
  return app.appInfo.appProps.pointsRedemptionPageCode ?? app.pageList.find((p) => p.blocks.some((b) => b.type === 'pointsRedemption'))?.pageCode;
}

/**
 * The pages whose blocks a page needs: itself, the pages its page-list containers show (and theirs), and
 * the redemption page when the site does not name it (the club menu's search opens it, found by its
 * block). A screen that is not a configured page needs none but that one.
 */
export function pagesDrawnWith(app: AppLike, pageCode: string | undefined): string[] {
  const byCode = new Map(app.pageList.map((p) => [p.pageCode, p]));
  const drawn = new Set<string>();
  const visit = (code: string | undefined) => {
    const page = code ? byCode.get(code) : undefined;
    if (!page || drawn.has(page.pageCode)) return;
    drawn.add(page.pageCode);
    walkBlocks(page.blocks, (raw) => {
      if (raw.type !== 'pageListContainer') return;
      const block = normalizeBlock(raw);
      if (block.known && block.type === 'pageListContainer') for (const entry of block.props.entries) visit(entry.pageCode || undefined);
    });
  };
  visit(pageCode);
  // Found by its blocks when not configured: the outline must still find the same page.
  if (!app.appInfo.appProps.pointsRedemptionPageCode) visit(redemptionPageCode(app));
  return [...drawn];
}

/** The answer with only `pagesWithBlocks` keeping their blocks; the other pages keep their props. */
export function outlineOf<A extends AppLike>(app: A, pagesWithBlocks: readonly string[]): A {
  const keep = new Set(pagesWithBlocks);
  return { ...app, pageList: app.pageList.map((p) => (keep.has(p.pageCode) ? p : { ...p, blocks: [] })) };
}
