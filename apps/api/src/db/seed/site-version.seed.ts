import { SEED_PUBLISHER, diffApps } from '@shop/contract';
import type { Db } from '../client.ts';
import { createEditorRepository } from '../../modules/pages/editor.repository.ts';
import type { Seed } from './seed.ts';

/**
 * The seeded site is version 1 (issue 40, decision 442): every site without a version gets its release,
 * as the earlier seeds left it, recorded as version 1 by the system, so the first publish through the
 * editor is version 2 and can be rolled back. Runs last, after every seed that adds blocks to pages; on a
 * database seeded before this existed it records what is live at the next start.
 */
export const siteVersionSeed: Seed = {
  name: 'site-version-1@1',
  async run(tx: Db) {
    const repo = createEditorRepository(tx);
    for (const code of await repo.allAppCodes()) {
      if ((await repo.lastVersionNumber(tx, code)) > 0) continue;
      const app = (await repo.findApp(code, tx))!;
      const release = await repo.loadRelease(app, tx);
      const empty = { appProps: release.appProps, menus: release.menus, pageList: [] };
      // Released with the draft's revision: a draft left as seeded is then "nothing unpublished".
      const releasedRevision = app.draftProps === null && app.draftMenus === null ? app.draftRevision : null;
      await repo.writeRelease(
        tx,
        code,
        release,
        {
          number: 1,
          revision: app.draftRevision,
          diff: { ...diffApps(empty, release), appPropsChanged: true, menusChanged: true },
          publishedBy: SEED_PUBLISHER,
          restoredFrom: null,
        },
        releasedRevision,
      );
    }
  },
};
