import { getAppFull } from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { PagesService } from './pages.service.ts';
import type { EditorService } from './editor.service.ts';

export function registerPagesRoutes({ router, services }: ModuleDeps<{ pages: PagesService; editor: EditorService }>) {
  // The release is public and cached; the draft is the editor's (role 5, checked by the editor service).
  router.call(getAppFull, (input, ctx) => (input.status === 'draft' ? services.editor.getDraft(input, ctx) : services.pages.getAppFullAnswer(input)));
}
