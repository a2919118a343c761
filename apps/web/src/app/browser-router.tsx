import { createContext, useContext, useLayoutEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType, type Navigator, type To } from 'react-router';

const NavigationPending = createContext(false);

/** True while a navigation waits for its screen's file (the progress bar). */
export const useNavigationPending = () => useContext(NavigationPending);

const pathnameOf = (to: To) => (typeof to === 'string' ? new URL(to, window.location.href).pathname : (to.pathname ?? window.location.pathname));

/**
 * The browser's router: React Router's declarative router (decision 160: its data router is 14 KB more
 * script on every page, for loaders and actions the app does not use). As with the data router, a link
 * changes the address once the next screen's file has loaded (`preload`), so the address never names a
 * screen that is not shown yet; meanwhile the progress bar shows. Back and Forward load, then show.
 */
export function AppBrowserRouter({ children, preload }: { children: ReactNode; preload: (pathname: string) => Promise<unknown> }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({ action: history.action, location: history.location }));
  const [loading, setLoading] = useState(0);
  const [pending, startTransition] = useTransition();
  const latest = useRef(0);

  const navigator = useMemo<Navigator>(() => {
    // Only the last of quick successive navigations goes through.
    const whenLoaded = (pathname: string, go: () => void) => {
      const id = ++latest.current;
      setLoading((n) => n + 1);
      const done = () => {
        setLoading((n) => n - 1);
        if (id === latest.current) go();
      };
      // A file that fails to load still navigates: the screen then shows the error screen.
      preload(pathname).then(done, done);
    };
    return {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, s) => whenLoaded(pathnameOf(to), () => history.push(to, s)),
      replace: (to, s) => whenLoaded(pathnameOf(to), () => history.replace(to, s)),
    };
  }, [history, preload]);

  useLayoutEffect(
    () =>
      history.listen((next) => {
        const show = () => startTransition(() => setState(next));
        if (next.action !== 'POP') return show();
        setLoading((n) => n + 1);
        const done = () => {
          setLoading((n) => n - 1);
          show();
        };
        preload(next.location.pathname).then(done, done);
      }),
    [history, preload],
  );
  return (
    <NavigationPending.Provider value={pending || loading > 0}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}
