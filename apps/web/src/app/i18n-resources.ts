import type { Catalogue } from '../lib/i18n.ts';
import { commonCatalogue } from '../i18n/common.i18n.ts';
import { blocksCatalogue } from '../blocks/blocks.i18n.ts';
import { shellCatalogue } from './shell/shell.i18n.ts';
import { siteHeaderCatalogue } from '../features/site-header/site-header.i18n.ts';
import { siteFooterCatalogue } from '../features/site-footer/site-footer.i18n.ts';
import { membersCatalogue } from '../features/members/members.i18n.ts';
import { officialBlocksCatalogue } from '../blocks/official.i18n.ts';

/**
 * The UI strings the first paint needs, registered at start. Strings of lazily loaded screens come with
 * their chunks (`strings.ts` beside the catalogue, calling `addCatalogue`) and are listed in
 * `i18n-lazy.ts` for the key test, so they stay out of the home page's script.
 */
export const CATALOGUES: Catalogue[] = [
  commonCatalogue,
  blocksCatalogue,
  shellCatalogue,
  siteHeaderCatalogue,
  siteFooterCatalogue,
  membersCatalogue,
  officialBlocksCatalogue,
];
