import { getArticleBaseInfoListByIds, getArticleListByIds } from '@shop/contract';
import { requestKey } from '../../lib/answers.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { createArticlesRepository } from './articles.repository.ts';
import { createArticlesService } from './articles.service.ts';

export function registerArticlesRoutes({ router, db, services }: ModuleDeps) {
  const service = createArticlesService(createArticlesRepository(db));
  // Kept prepared until an article changes (decision 140): by ids, each asked id's record; by labels, any article.
  const { answer } = services.answers;
  router.call(getArticleListByIds, (input) =>
    answer(`getArticleListByIds|${requestKey(input.articleIds)}`, async () => ({
      data: await service.listByIds(input.articleIds),
      deps: [...new Set(input.articleIds)].map((id) => `content:articles:${id}`),
    })),
  );
  router.call(getArticleBaseInfoListByIds, (input) =>
    answer(`getArticleBaseInfoListByIds|${requestKey(input)}`, async () => ({ data: await service.baseInfo(input), deps: ['content:articles'] })),
  );
}
