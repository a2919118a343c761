import { z } from 'zod';
import { defineCall, codeSchema } from '../call.ts';
import { PUBLIC, ROLE, type Access } from '../roles.ts';
import { i18nTextSchema, langSchema, rawBlockSchema } from '../schemas.ts';
import { menusSchema } from '../menus.ts';
import { EDITOR } from '../limits.ts';

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

/** A unit of the draft: the site settings (with the page order), the menus, or one page. */
export const draftUnitKeySchema = z.string().regex(/^(site|menus|page:[\w-]+)$/);
export type DraftUnitKey = `site` | `menus` | `page:${string}`;
export const pageUnit = (pageCode: string): DraftUnitKey => `page:${pageCode}`;

export const draftUnitStateSchema = z.object({
  unit: draftUnitKeySchema,
  /** From 1; every save of the unit adds one (record versions, decision 240). */
  version: z.int(),
  /** Username of whoever saved the unit last (null when seeded). */
  savedBy: z.string().nullable(),
  savedAt: z.string().nullable(),
});
export type DraftUnitState = z.infer<typeof draftUnitStateSchema>;

/** Where the editor's draft stands: its revision, who saved it last, and what is released. */
export const draftStateSchema = z.object({
  /** Every save makes a new revision; the next save must name it as its `baseRevision`. */
  revision: z.int(),
  savedAt: z.string().nullable(),
  /** Display name of the editor who saved last (null for the seeded draft). */
  savedBy: z.string().nullable(),
  /** The number of the version now released, null before the first publish through the editor. */
  releasedVersion: z.int().nullable(),
  /** The draft revision that version was published from; equal to `revision` when nothing is unpublished. */
  releasedRevision: z.int().nullable(),
  /**
   * Each unit of the draft that editors save on its own (issue 27, decision 300): `site` (settings and page
   * order), `menus`, and `page:<code>` per page, with its version and who saved it last. A save of a unit
   * names the version it was based on; a publish names the versions it publishes.
   */
  units: z.array(draftUnitStateSchema).optional(),
});
export type DraftState = z.infer<typeof draftStateSchema>;

export const getAppFull = defineCall('app/weaver/getAppFull', PUBLIC, {
  request: z.object({
    merchantCode: codeSchema,
    storeCode: codeSchema,
    appCode: codeSchema,
    status: z.enum(['release', 'draft']),
    pageCode: z
      .string()
      .max(EDITOR.PAGE_CODE_MAX_LENGTH)
      .regex(/^[\w-]*$/)
      .optional(),
  }),
  response: appFullSchema.extend({ draft: draftStateSchema.optional() }),
  summary:
    "The whole site: app settings, menus and every page with its blocks. `release` (public) is what visitors see; `draft` (EDITOR, role 5, only) is the editor's working copy, with its revision in `draft`. With `pageCode` (release only; decision 535) the answer is the site's outline for that screen: every page with its props, and only that page and the pages it draws keep their blocks (an empty code: a screen that is no configured page).",
});

/** Typed narrowly (not `Access`) so that the server's handlers get a staff context. */
const EDITOR_ONLY = { kind: 'staff', roles: [ROLE.EDITOR] } as const satisfies Access;

/** Page codes are used in addresses (`/wv/<code>`) and links. */
export const pageCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(EDITOR.PAGE_CODE_MAX_LENGTH)
  .regex(/^[\w-]+$/);

/** A page as the editor saves it (block settings are checked against each block's schema on the server). */
export const draftPageSchema = pageSchema.extend({
  pageCode: pageCodeSchema,
  pageName: z.string().trim().min(1).max(EDITOR.PAGE_NAME_MAX_LENGTH),
  blocks: z.array(rawBlockSchema).max(EDITOR.MAX_BLOCKS_PER_PAGE),
});

/** The whole draft of a site: settings, menus, and the ordered page list. */
export const appDraftSchema = z.object({
  appProps: appPropsSchema,
  menus: menusSchema,
  pageList: z.array(draftPageSchema).min(1).max(EDITOR.MAX_PAGES),
});
export type AppDraft = z.infer<typeof appDraftSchema>;

export const saveAppDraft = defineCall('app/weaver/saveAppDraft', EDITOR_ONLY, {
  request: appDraftSchema.extend({ appCode: codeSchema, baseRevision: z.int().min(0) }),
  response: draftStateSchema,
  summary:
    "Saves the whole draft (settings, menus, pages with blocks). Refused with 409 when `baseRevision` is not the latest revision (the message names who saved last and when), and with 400 naming page, block and field when a block's settings fail its schema.",
});

/** One problem found by the publish gate. */
export const publishProblemSchema = z.object({
  kind: z.enum(['link', 'image', 'text']),
  /** Null for the site's settings and menus. */
  pageCode: z.string().nullable(),
  blockId: z.string().nullable(),
  blockType: z.string().nullable(),
  /** Dotted path in the block settings, page props, `appProps.…` or `menus.…`. */
  field: z.string(),
  /** The empty language (kind `text`). */
  lang: langSchema.nullable(),
  /** The missing page code (kind `link`) or image address (kind `image`). */
  target: z.string().nullable(),
  /** One line describing the problem, in the request's language. */
  message: z.string(),
});
export type PublishProblem = z.infer<typeof publishProblemSchema>;

const blockRefSchema = z.object({ id: z.string(), type: z.string() });
/** What a version changed compared with the version before it. */
export const appVersionDiffSchema = z.object({
  appPropsChanged: z.boolean(),
  menusChanged: z.boolean(),
  pagesAdded: z.array(z.string()),
  pagesRemoved: z.array(z.string()),
  pagesChanged: z.array(
    z.object({
      pageCode: z.string(),
      /** Page name or page props. */
      propsChanged: z.boolean(),
      blocksReordered: z.boolean(),
      blocksAdded: z.array(blockRefSchema),
      blocksRemoved: z.array(blockRefSchema),
      blocksChanged: z.array(blockRefSchema),
    }),
  ),
});
export type AppVersionDiff = z.infer<typeof appVersionDiffSchema>;

/** `publishedBy` of the version the demo seed records (version 1, decision 442); screens show it by name. */
export const SEED_PUBLISHER = 'seed';

export const appVersionSchema = z.object({
  /** 1, 2, 3… per app. */
  number: z.int(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  /** The draft revision it was published from. */
  revision: z.int(),
  /** Set when the version was made by restoring an older one. */
  restoredFrom: z.int().nullable(),
  /** Compared with the previous version (everything "added" for the first). */
  diff: appVersionDiffSchema,
});
export type AppVersion = z.infer<typeof appVersionSchema>;

export const publishApp = defineCall('app/weaver/publishApp', EDITOR_ONLY, {
  request: z.object({ appCode: codeSchema, revision: z.int().min(0) }),
  response: z.discriminatedUnion('published', [
    z.object({ published: z.literal(true), version: appVersionSchema, draft: draftStateSchema }),
    z.object({ published: z.literal(false), problems: z.array(publishProblemSchema) }),
  ]),
  summary:
    'Publishes the draft at `revision` as a new release (a whole-site version). Answers the new version, or — when the publish gate finds problems — `published: false` with one problem per line and nothing published. 409 when `revision` is not the latest draft revision.',
});

export const checkAppDraft = defineCall('app/weaver/checkAppDraft', EDITOR_ONLY, {
  request: z.object({ appCode: codeSchema }),
  response: z.object({ revision: z.int(), problems: z.array(publishProblemSchema) }),
  summary: "The publish gate's problems for the saved draft, without publishing (for the editor's problem list before a publish).",
});

export const listAppVersions = defineCall('app/weaver/listAppVersions', EDITOR_ONLY, {
  request: z.object({
    appCode: codeSchema,
    pageNo: z.int().min(1).default(1),
    pageSize: z.int().min(1).max(100).default(EDITOR.VERSIONS_PAGE_SIZE),
  }),
  response: z.object({
    list: z.array(appVersionSchema),
    total: z.int(),
    /** The number of the version now released (null before the first). */
    current: z.int().nullable(),
  }),
  summary: 'The published versions of a site, newest first, each with who published it, when, and its diff.',
});

export const getAppVersion = defineCall('app/weaver/getAppVersion', EDITOR_ONLY, {
  request: z.object({ appCode: codeSchema, number: z.int().min(1) }),
  response: z.object({ version: appVersionSchema, app: appFullSchema }),
  summary: 'One published version: its summary and the whole site as it was released.',
});

/** One unit a restore would bring back: what it replaces in the draft and on the live site, and whose work is there. */
export const restoreUnitSchema = z.object({
  unit: draftUnitKeySchema,
  kind: z.enum(['site', 'menus', 'page']),
  pageCode: z.string().nullable(),
  /** The page's name in the version, else in the draft. */
  pageName: z.string().nullable(),
  /** What the restore does to the draft's unit: `changed` (replaced), `added` (brought back), `removed` (not in that version), `same`. */
  draft: z.enum(['changed', 'added', 'removed', 'same']),
  /** True when the unit as live differs from the version (publishing the restore changes what visitors see). */
  changesLive: z.boolean(),
  /** The draft unit's version now (null: the page is not in the draft); a restore names it like a save. */
  version: z.int().nullable(),
  /** Whoever saved the draft's unit last, when, and whether that is the caller. */
  savedBy: z.string().nullable(),
  savedAt: z.string().nullable(),
  /**
   * Another editor's unpublished work would be replaced: the unit is kept as it is and the restore skips it
   * (decision 440); naming it in `units` is refused with 409 RESTORE_WOULD_DROP_WORK.
   */
  othersWork: z.boolean(),
  /** The caller's own unpublished work would be replaced (said in the dialog, not refused). */
  mineUnpublished: z.boolean(),
});
export type RestoreUnit = z.infer<typeof restoreUnitSchema>;

export const planRestoreVersion = defineCall('app/weaver/planRestoreVersion', EDITOR_ONLY, {
  request: z.object({ appCode: codeSchema, number: z.int().min(1) }),
  response: z.object({ units: z.array(restoreUnitSchema) }),
  summary:
    'What restoring version `number` would do, unit by unit (site settings, menus, each page): the units whose content differs from the draft or from the live site, each with what it replaces and whose unpublished work is there. Nothing is written.',
});

export const restoreAppVersion = defineCall('app/weaver/restoreAppVersion', EDITOR_ONLY, {
  request: z.object({
    appCode: codeSchema,
    number: z.int().min(1),
    baseRevision: z.int().min(0).optional(),
    units: z
      .array(z.object({ unit: draftUnitKeySchema, version: z.int().nullable() }))
      .max(EDITOR.MAX_PAGES * 2 + 2)
      .optional(),
    publish: z.boolean().default(true),
  }),
  response: z.object({
    draft: draftStateSchema,
    /** The version made by publishing the restored units; null when `publish` was false or the gate refused. */
    version: appVersionSchema.nullable(),
    problems: z.array(publishProblemSchema),
    /** The units restored. */
    restored: z.array(draftUnitKeySchema),
    /** Units left as they are because another editor's unpublished work is there (only without `units`). */
    kept: z.array(restoreUnitSchema),
  }),
  summary:
    "Rollback of chosen units (decision 440): each unit named in `units` (with the draft version the editor saw; null for a page not in the draft) is put back into the draft as it was in version `number`, and, unless `publish` is false, those units are published at once as a new version through the publish gate. Another editor's unpublished unit is refused (409 RESTORE_WOULD_DROP_WORK naming who and which page); a unit saved since is 409 RECORD_CHANGED. Without `units` (tools, tests) every unit that differs is restored except other editors' unpublished ones, which are kept and listed; the draft's `baseRevision` is then checked (409 when outdated).",
});

export const draftSimplifiedFromTraditional = defineCall('app/weaver/draftSimplifiedFromTraditional', EDITOR_ONLY, {
  request: z.object({
    appCode: codeSchema,
    pageCode: pageCodeSchema,
    baseRevision: z.int().min(0),
    /** The page unit's version (decision 300): when given, only the page is checked, not the whole draft's revision. */
    baseVersion: z.int().min(1).optional(),
    onlyEmpty: z.boolean().default(false),
  }),
  response: z.object({ draft: draftStateSchema, page: pageSchema, converted: z.int() }),
  summary:
    'Fills the zh_CN texts of a draft page (its props and every block, nested ones too) from zh_HK by Traditional→Simplified conversion (OpenCC, Hong Kong → Mainland). `onlyEmpty` keeps zh_CN texts already written. Saves a new draft revision.',
});

// ---- Drafts per unit (issue 27, decision 300) ----------------------------------------------------------

const unitBase = { appCode: codeSchema };
export const saveDraftUnit = defineCall('app/weaver/saveDraftUnit', EDITOR_ONLY, {
  request: z.discriminatedUnion('kind', [
    z.object({
      ...unitBase,
      kind: z.literal('site'),
      baseVersion: z.int().min(1),
      appProps: appPropsSchema,
      pageOrder: z.array(pageCodeSchema).max(EDITOR.MAX_PAGES),
    }),
    z.object({ ...unitBase, kind: z.literal('menus'), baseVersion: z.int().min(1), menus: menusSchema }),
    z.object({ ...unitBase, kind: z.literal('page'), pageCode: pageCodeSchema, baseVersion: z.int().min(1).nullable(), page: draftPageSchema.nullable() }),
  ]),
  response: z.object({ unit: draftUnitStateSchema.nullable(), draft: draftStateSchema }),
  summary:
    "Saves one unit of the draft: the site settings with the page order, the menus, or one page (created when `baseVersion` is null, deleted when `page` is null). Refused with 409 RECORD_CHANGED (80050, naming who saved it and when, with `conflict`) when `baseVersion` is not the unit's version; saves of other units never conflict with it.",
});

/** One unit whose draft differs from the release: what a publish of it would send out. */
export const draftChangeSchema = z.object({
  unit: draftUnitKeySchema,
  kind: z.enum(['site', 'menus', 'page']),
  pageCode: z.string().nullable(),
  pageName: z.string().nullable(),
  change: z.enum(['added', 'changed', 'removed']),
  /** The draft version that would be published (null for a page deleted in the draft). */
  version: z.int().nullable(),
  savedBy: z.string().nullable(),
  savedAt: z.string().nullable(),
  /** Saved last by the caller: the publish dialog ticks these only (issue 40). */
  mine: z.boolean(),
  /** Only the page order changed (site unit). */
  orderChanged: z.boolean(),
  /** The unit's difference from the release, in the version history's terms. */
  diff: appVersionDiffSchema,
});
export type DraftChange = z.infer<typeof draftChangeSchema>;

export const listDraftChanges = defineCall('app/weaver/listDraftChanges', EDITOR_ONLY, {
  request: z.object({ appCode: codeSchema }),
  response: z.object({ changes: z.array(draftChangeSchema) }),
  summary: 'Every unit (site settings, menus, page) whose draft differs from the release, each with its diff and the version a publish would name.',
});

export const publishDraftUnits = defineCall('app/weaver/publishDraftUnits', EDITOR_ONLY, {
  request: z.object({
    appCode: codeSchema,
    units: z
      .array(z.object({ unit: draftUnitKeySchema, version: z.int().nullable() }))
      .min(1)
      .max(EDITOR.MAX_PAGES + 2),
  }),
  response: publishApp.response,
  summary:
    "Publishes a chosen subset of the draft's units as a new version: each named with the version the editor saw (a page deleted in the draft with null). 409 RECORD_CHANGED when a unit has been saved since; 409 NOTHING_TO_PUBLISH when the chosen units are already released as they are; `published: false` with the gate's problems (checked on the release as it would become).",
});
