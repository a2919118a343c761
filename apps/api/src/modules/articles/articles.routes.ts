import { getArticleBaseInfoListByIds, getArticleListByIds } from '@shop/contract';
import type { ModuleDeps } from '../registry.ts';
import { createArticlesRepository } from './articles.repository.ts';
import { createArticlesService } from './articles.service.ts';

export function registerArticlesRoutes({ router, db }: ModuleDeps) {
  const service = createArticlesService(createArticlesRepository(db));
  router.call(getArticleListByIds, (input) => service.listByIds(input.articleIds));
  router.call(getArticleBaseInfoListByIds, (input) => service.baseInfo(input));
}
