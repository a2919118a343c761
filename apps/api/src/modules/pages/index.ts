// The site pages' public face: the published site and the editor.
export { registerPagesRoutes } from './pages.routes.ts';
export { registerEditorRoutes } from './editor.routes.ts';
export { createPagesRepository } from './pages.repository.ts';
export { createPagesService, type PagesService } from './pages.service.ts';
export { createEditorRepository } from './editor.repository.ts';
export { createEditorService, type EditorService } from './editor.service.ts';
