import {
  EDITOR,
  checkAppDraft,
  draftSimplifiedFromTraditional,
  getAppVersion,
  listDraftChanges,
  publishDraftUnits,
  planRestoreVersion,
  saveDraftUnit,
  listAppVersions,
  publishApp,
  restoreAppVersion,
  saveAppDraft,
} from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { EditorService } from './editor.service.ts';

/** The page editor's calls (role 5 only, from the contract's access rule). getAppFull's draft is in pages.routes. */
export function registerEditorRoutes({ router, services }: ModuleDeps<{ editor: EditorService }>) {
  const editor = services.editor;
  router.call(saveAppDraft, (input, ctx) => editor.saveDraft(input, ctx), { bodyLimit: EDITOR.MAX_DRAFT_BYTES });
  router.call(publishApp, (input, ctx) => editor.publish(input, ctx));
  router.call(checkAppDraft, (input, ctx) => editor.check(input, ctx.lang));
  router.call(listAppVersions, (input) => editor.listVersions(input));
  router.call(getAppVersion, (input) => editor.getVersion(input));
  router.call(restoreAppVersion, (input, ctx) => editor.restore(input, ctx));
  router.call(saveDraftUnit, (input, ctx) => editor.saveUnit(input, ctx));
  router.call(listDraftChanges, (input, ctx) => editor.listChanges(input, ctx));
  router.call(planRestoreVersion, (input, ctx) => editor.planRestore(input, ctx));
  router.call(publishDraftUnits, (input, ctx) => editor.publishUnits(input, ctx));
  router.call(draftSimplifiedFromTraditional, (input, ctx) => editor.draftSimplified(input, ctx));
}
