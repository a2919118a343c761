import { z } from 'zod';
import { defineCall, codeSchema } from '../call.ts';
import { PUBLIC } from '../roles.ts';
import { i18nTextSchema, rawBlockSchema } from '../schemas.ts';
import { menusSchema } from '../menus.ts';

export const appPropsSchema = z.object({
  homePageCode: z.string(),
  onlineHomePageCode: z.string(),
  membershipHomePageCode: z.string(),
  /** Base addresses of the three sites; an empty one means "this origin" (run mode normal). */
  officialBaseUrl: z.string(),
  eshopBaseUrl: z.string(),
  membershipBaseUrl: z.string(),
  commonBigImgScale: z.int(),
  commonSmallImgScale: z.int(),
  siteName: i18nTextSchema,
  logo: z.string(),
  /** The members' club page with the points redemption block; the club menu's search goes there (issue 13). */
  pointsRedemptionPageCode: z.string().optional(),
});
export type AppProps = z.infer<typeof appPropsSchema>;

/** Parts of the page shell a page may hide (core §2 page shell). */
export const shellSchema = z.object({
  cornerBanner: z.boolean(),
  headNav: z.boolean(),
  onlineMenu: z.boolean(),
  clubMenu: z.boolean(),
  footer: z.boolean(),
  scrollTop: z.boolean(),
});
export type ShellVisibility = z.infer<typeof shellSchema>;

export const pagePropsSchema = z.object({
  isEshopPage: z.boolean(),
  isMembershipPage: z.boolean(),
  title: i18nTextSchema,
  description: i18nTextSchema,
  shell: shellSchema,
});
export type PageProps = z.infer<typeof pagePropsSchema>;

export const pageSchema = z.object({
  pageCode: z.string(),
  pageName: z.string(),
  pageProps: pagePropsSchema,
  blocks: z.array(rawBlockSchema),
});
export type Page = z.infer<typeof pageSchema>;

export const appFullSchema = z.object({
  appCode: z.string(),
  appInfo: z.object({ appCode: z.string(), appProps: appPropsSchema, menus: menusSchema }),
  pageList: z.array(pageSchema),
  /** Display settings of the product detail page, free-form JSON set by the merchant. */
  spuDetailViewSettings: z.record(z.string(), z.unknown()),
});
export type AppFull = z.infer<typeof appFullSchema>;

export const getAppFull = defineCall({
  path: 'app/weaver/getAppFull',
  access: PUBLIC,
  summary: 'The whole released site: app settings, menus and every page with its blocks.',
  request: z.object({
    merchantCode: codeSchema,
    storeCode: codeSchema,
    appCode: codeSchema,
    status: z.literal('release'),
  }),
  response: appFullSchema,
});
