import type { ShellVisibility } from './calls/pages.calls.ts';

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
