import {
  EDITOR,
  checkAppDraft,
  draftSimplifiedFromTraditional,
  getAppVersion,
  listAppVersions,
  publishApp,
  restoreAppVersion,
  saveAppDraft,
} from '@shop/contract';
import type { ModuleDeps } from '../registry.ts';
import type { CallContext, StaffContext } from '../../lib/context.ts';

/** The router has checked the role from the contract's access rule before a handler runs. */
const staff = (ctx: CallContext) => ctx as StaffContext;

/** The page editor's calls (role 5 only, from the contract's access rule). getAppFull's draft is in pages.routes. */
export function registerEditorRoutes({ router, services }: ModuleDeps) {
  const editor = services.editor;
  router.call(saveAppDraft, (input, ctx) => editor.saveDraft(input, staff(ctx)), { bodyLimit: EDITOR.MAX_DRAFT_BYTES });
  router.call(publishApp, (input, ctx) => editor.publish(input, staff(ctx)));
  router.call(checkAppDraft, (input, ctx) => editor.check(input, ctx.lang));
  router.call(listAppVersions, (input) => editor.listVersions(input));
  router.call(getAppVersion, (input) => editor.getVersion(input));
  router.call(restoreAppVersion, (input, ctx) => editor.restore(input, staff(ctx)));
  router.call(draftSimplifiedFromTraditional, (input, ctx) => editor.draftSimplified(input, staff(ctx)));
}
