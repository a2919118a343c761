import { createContext, useContext } from 'react';

/** One matched route of the current address, outermost first: its meta (`handle`) and matched path. */
export interface RouteMatch {
  handle: unknown;
  pathname: string;
}

/**
 * The routes the current address matched (the route table's `handle`s: shell, login, roles). The app's
 * routes component provides them (app/router.tsx), so screens read route meta without the data router.
 */
export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

export const useRouteMatches = () => useContext(RouteMatchesContext);
