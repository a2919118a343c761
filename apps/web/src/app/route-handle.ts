import type { ShellVisibility } from '@shop/contract';

/** Route meta: shell parts to hide or show, and the staff roles allowed (a convenience; the API enforces). */
export interface RouteHandle {
  shell?: Partial<ShellVisibility>;
  roleCodeList?: number[];
  /** Member routes: "You must log in to view" when logged out. */
  requiresLogin?: boolean;
}
