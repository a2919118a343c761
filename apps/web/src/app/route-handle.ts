import type { ShellVisibility } from '@shop/contract';

/** Route meta: shell parts to hide or show, and the staff roles allowed (a convenience; the API enforces). */
export interface RouteHandle {
  shell?: Partial<ShellVisibility>;
  roleCodeList?: number[];
  /** Member routes: "You must log in to view" when logged out. */
  requiresLogin?: boolean;
  /**
   * Rendered in the browser only: the server (and the hydration after it) draws the shell with a
   * loading state where the screen goes; the screen follows once the page has hydrated. For screens of
   * private data (member, staff, cart) and for the editor and back office, whose chunks stay out of the
   * server render.
   */
  clientOnly?: boolean;
}
