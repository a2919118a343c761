import type { Page, ShellVisibility } from './calls/pages.calls.ts';
import type { RawBlock } from './blocks/fields.ts';
import type { I18nText } from './locale.ts';

/**
 * The shell of an ordinary page (core §2): corner banner, header, footer and scroll-to-top, without the
 * online and club menus. The web app's default and the seeded pages' (no zod: the first script reads it).
 */
export const FULL_SHELL: ShellVisibility = {
  cornerBanner: true,
  headNav: true,
  onlineMenu: false,
  clubMenu: false,
  footer: true,
  scrollTop: true,
};

/**
 * A new ordinary page of the draft (the editor's "new page", and the tests' pages): titled, without a
 * description, neither the online shop's nor the club's, in the full shell.
 */
export const ordinaryPage = (pageCode: string, title: I18nText, blocks: RawBlock[] = [], pageName = pageCode): Page => ({
  pageCode,
  pageName,
  pageProps: { isEshopPage: false, isMembershipPage: false, title, description: { zh_HK: '', zh_CN: '', en: '' }, shell: { ...FULL_SHELL } },
  blocks,
});
