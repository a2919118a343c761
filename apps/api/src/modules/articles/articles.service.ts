import { toWire } from '@shop/contract';
import { inertText } from '../../lib/sanitize-body.ts';
import type { Article, ArticleBase } from '@shop/contract';
import type { createArticlesRepository } from './articles.repository.ts';

type BaseRow = Awaited<ReturnType<ReturnType<typeof createArticlesRepository>['baseInfo']>>[number];

/** An article's card: what the list, the detail and the cards all carry. */
const toBase = (r: BaseRow): ArticleBase => ({
  id: r.id,
  img: r.img,
  labelNameList: r.labelNames,
  startDate: r.startDate,
  ...toWire('title', r.title),
  ...toWire('subtitle', r.subtitle),
});

export function createArticlesService(repo: ReturnType<typeof createArticlesRepository>) {
  return {
    /** In the order asked; ids that do not exist are left out (the detail block shows its placeholder). */
    async listByIds(ids: number[]): Promise<Article[]> {
      const rows = await repo.byIds([...new Set(ids)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const r = byId.get(id);
        if (!r) return [];
        return [
          {
            ...toBase(r),
            merchantCode: r.merchantCode,
            gmtCreate: r.createdAt.toISOString(),
            gmtUpdate: r.updatedAt.toISOString(),
            imgList: r.imgList,
            ...toWire('detail', inertText(r.detail)),
          },
        ];
      });
    },

    /** Cards by ids and/or labels; nothing asked → nothing answered (never "everything"). */
    async baseInfo(input: { merchantCode: string; articleIds: number[]; articleLabelList: string[] }): Promise<ArticleBase[]> {
      if (input.articleIds.length === 0 && input.articleLabelList.length === 0) return [];
      const rows = await repo.baseInfo(input.merchantCode, input.articleIds, input.articleLabelList);
      return rows.map(toBase);
    },
  };
}
