// The web app's public face: the server-rendered pages and their HTML hooks (app.ts registers them).
export { registerWebApp } from './web.routes.ts';
export { htmlHooks } from './html-hooks.ts';
export type { WebServices } from './seo.ts';
