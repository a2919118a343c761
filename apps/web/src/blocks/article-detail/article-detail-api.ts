import { useQuery } from '@tanstack/react-query';
import { fetchGetArticleListByIds } from '../official-content/api/getArticleListByIds.ts';

/** The block's query key: one article's detail. */
export const articleDetailKeys = { detail: (articleId: number | undefined) => ['articles', 'detail', articleId] as const };

/** One article (a list of at most one), asked once the page's address names it. */
export const useArticleDetail = (articleId: number | undefined, ready: boolean) =>
  useQuery({
    queryKey: articleDetailKeys.detail(articleId),
    queryFn: ({ signal }) => fetchGetArticleListByIds({ articleIds: [articleId!] }, signal),
    enabled: ready,
  });
