import { outlineOf, pagesDrawnWith, renderablePage, type AppFull } from '@shop/contract';
import { sanitizeBody } from '../../lib/sanitize-body.ts';
import { fail } from '../../lib/app-error.ts';
import { PreparedAnswer } from '../../lib/call-router.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { memo } from '../../lib/memo.ts';
import type { createPagesRepository } from './pages.repository.ts';

export function createPagesService(repo: ReturnType<typeof createPagesRepository>, changes: ChangeBus) {
  /**
   * The released site is read on nearly every visit and changes only when an editor publishes, so it is
   * cached per app — as data and as the call's serialised (and, once asked for, compressed) answer — and
   * dropped when a release changes, in this process and every other (the change bus's `release` topic).
   */
  const cache = memo<string, Release>({ max: 100, dropOn: { changes, topics: ['release'] } });
  type Release = { value: AppFull; answer: PreparedAnswer<AppFull>; outlines: Map<string, PreparedAnswer<AppFull>> };

  async function load(merchantCode: string, appCode: string): Promise<AppFull> {
    const app = await repo.findApp(merchantCode, appCode);
    if (!app) return fail('APP_NOT_FOUND');
    const rows = await repo.listPages(appCode, 'release');
    return {
      appCode: app.code,
      appInfo: { appCode: app.code, appProps: app.props, menus: app.menus },
      pageList: rows.map((p) => renderablePage({ pageCode: p.pageCode, pageName: p.pageName, pageProps: p.props, blocks: p.blocks }, sanitizeBody)),
      spuDetailViewSettings: app.spuDetailViewSettings,
    };
  }

  function cached(input: { merchantCode: string; appCode: string }) {
    return cache.get(`${input.merchantCode}/${input.appCode}`, () =>
      load(input.merchantCode, input.appCode).then((value) => ({ value, answer: new PreparedAnswer(value), outlines: new Map() })),
    );
  }

  return {
    /** The whole released site: settings, menus, and every page with its blocks. */
    async getAppFull(input: { merchantCode: string; appCode: string }): Promise<AppFull> {
      return (await cached(input)).value;
    },
    /**
     * The same, as the call's answer serialised once (app/weaver/getAppFull); with `pageCode`, the outline
     * the web app asks for per screen (decision 535), each serialised and compressed once per release.
     */
    async getAppFullAnswer(input: { merchantCode: string; appCode: string; pageCode?: string }): Promise<PreparedAnswer<AppFull>> {
      const release = await cached(input);
      const code = input.pageCode;
      if (code === undefined) return release.answer;
      let outline = release.outlines.get(code);
      if (!outline) {
        outline = new PreparedAnswer(outlineOf(release.value, pagesDrawnWith(release.value, code || undefined)));
        // Codes come from callers: only the screens that exist are kept (the empty code and real pages).
        if (!code || release.value.pageList.some((p) => p.pageCode === code)) release.outlines.set(code, outline);
      }
      return outline;
    },
    /** Drops the released site here and in every other process; call after the change has committed. */
    async invalidate(appCode?: string) {
      await changes.publish('release', appCode);
    },
  };
}
export type PagesService = ReturnType<typeof createPagesService>;
