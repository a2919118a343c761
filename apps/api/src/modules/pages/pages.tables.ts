import { pgTable, text, jsonb, serial, integer, timestamp } from 'drizzle-orm/pg-core';
import type { AppDraftLike, AppProps, AppVersionDiff, Menus, PageProps, RawBlock } from '@shop/contract';
import { recordVersionColumns } from '../../lib/record-version.ts';

export const apps = pgTable('apps', {
  code: text('code').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  props: jsonb('props').$type<AppProps>().notNull(),
  menus: jsonb('menus').$type<Menus>().notNull(),
  spuDetailViewSettings: jsonb('spu_detail_view_settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The editor's draft settings and menus; null means "as released" (the seeded state). */
  draftProps: jsonb('draft_props').$type<AppProps>(),
  draftMenus: jsonb('draft_menus').$type<Menus>(),
  draftRevision: integer('draft_revision').notNull().default(1),
  draftSavedBy: text('draft_saved_by'),
  draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
  releasedVersion: integer('released_version'),
  releasedRevision: integer('released_revision'),
});

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  appCode: text('app_code').notNull(),
  pageCode: text('page_code').notNull(),
  status: text('status').$type<'draft' | 'release'>().notNull(),
  pageName: text('page_name').notNull(),
  props: jsonb('props').$type<PageProps>().notNull(),
  blocks: jsonb('blocks').$type<RawBlock[]>().notNull(),
  sort: integer('sort').notNull().default(0),
  revision: integer('revision').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Record version of a draft page, the editor's unit of saving (decision 300). */
  ...recordVersionColumns(),
});

/** Versions of the draft's site-settings and menus units (their content stays on `apps`), decision 300. */
export const appDraftUnits = pgTable('app_draft_units', {
  id: serial('id').primaryKey(),
  appCode: text('app_code').notNull(),
  unit: text('unit').$type<'site' | 'menus'>().notNull(),
  ...recordVersionColumns(),
});

export const appVersions = pgTable('app_versions', {
  id: serial('id').primaryKey(),
  appCode: text('app_code').notNull(),
  number: integer('number').notNull(),
  revision: integer('revision').notNull(),
  snapshot: jsonb('snapshot').$type<AppDraftLike>().notNull(),
  diff: jsonb('diff').$type<AppVersionDiff>().notNull(),
  publishedBy: text('published_by').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  restoredFrom: integer('restored_from'),
});
