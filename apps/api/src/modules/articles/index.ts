// The articles module's public face: what other modules and the composition root may use.
export { registerArticlesRoutes } from './articles.routes.ts';
export { articlesStore } from './articles.record.ts';
