import { z } from 'zod';
import { defineCall, codeSchema, idSchema } from '../call.ts';
import { PUBLIC } from '../roles.ts';
import { ARTICLE_IDS_MAX, ARTICLE_LABELS_MAX, ARTICLE_LABEL_MAX_LENGTH } from '../limits.ts';
import { wireTrioShape } from '../i18n-wire-schema.ts';

const labelSchema = z.string().trim().min(1).max(ARTICLE_LABEL_MAX_LENGTH);

export const articleBaseSchema = z.object({
  id: z.int(),
  img: z.string(),
  labelNameList: z.array(z.string()),
  /** yyyy-mm-dd */
  startDate: z.string(),
  ...wireTrioShape('title'),
  ...wireTrioShape('subtitle'),
});
export type ArticleBase = z.infer<typeof articleBaseSchema>;

export const articleSchema = articleBaseSchema.extend({
  gmtCreate: z.string(),
  gmtUpdate: z.string(),
  merchantCode: z.string(),
  imgList: z.array(z.string()),
  ...wireTrioShape('detail'),
});
export type Article = z.infer<typeof articleSchema>;

export const getArticleListByIds = defineCall('app/article/getArticleListByIds', PUBLIC, {
  request: z.object({ articleIds: z.array(idSchema).min(1).max(ARTICLE_IDS_MAX) }),
  response: z.array(articleSchema),
  summary: 'Full articles (body HTML in three languages) by id, in the order asked; unknown ids are left out.',
});

export const getArticleBaseInfoListByIds = defineCall('app/article/getArticleBaseInfoListByIds', PUBLIC, {
  request: z.object({
    merchantCode: codeSchema,
    articleIds: z.array(idSchema).max(ARTICLE_IDS_MAX).default([]),
    articleLabelList: z.array(labelSchema).max(ARTICLE_LABELS_MAX).default([]),
  }),
  response: z.array(articleBaseSchema),
  summary: 'Article cards by id and/or by label (every article of each label), newest start date first, without bodies.',
});
