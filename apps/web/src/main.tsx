import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { AppProviders, newQueryClient, setUpApp } from './app/App.tsx';
import { appReady } from './app/api/app-queries.ts';
import { AppRoutes, preloadScreens } from './app/router.tsx';
import { AppBrowserRouter } from './app/browser-router.tsx';
import { startLang, stringsReady } from './lib/i18n.ts';
import { readQueryState } from './lib/query-state.ts';
import { startRedirectTarget } from './lib/start-redirect.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import { afterFirstInteraction, loadErrorTexts } from './lib/error-texts.ts';
import './styles/global.css';

const settled = (p: Promise<unknown>) =>
  p.then(
    () => true,
    () => false,
  );

/**
 * Starts the app in a few short tasks rather than one long one (decision 169): each step is a few
 * milliseconds here and four times that on a phone, and a task over 50 ms there is time the visitor's
 * tap waits (Lighthouse's total blocking time). The server's HTML stays on screen meanwhile.
 */
async function boot() {
  // A `replace` parameter at start sends the visitor there instead (blocks §7); nothing is rendered here.
  const redirect = startRedirectTarget(window.location.href);
  if (redirect) {
    window.location.replace(redirect);
    return;
  }
  const { lang, hydrate: serverRendered } = startLang();
  await yieldToMain();
  // Asks at once for the page's strings in its language (decision 160).
  const i18n = setUpApp(lang);
  // Every error code's own text in the three languages (issue 27): a chunk of its own, fetched at the
  // visitor's first touch or key (errors come from what they do) or after a while, never with the page's
  // first script; until then a failure reads the server's message, already in the page's language.
  afterFirstInteraction(() => void loadErrorTexts(i18n), 8000);
  const strings = settled(stringsReady());
  await yieldToMain();
  // Asks for the route's screen; its file was preloaded with the page (decision 166).
  const screens = settled(preloadScreens(window.location.pathname));
  const queryClient = newQueryClient();
  // The answers the server rendered the page from (entry-server.tsx): the screens start with them and
  // ask again only once they go stale.
  const state = readQueryState();
  if (state) hydrate(queryClient, state);
  // Hydrating before the route's screen and the page's strings have loaded would not match the server's
  // HTML: wait for both, also when the screen's file fails (its error screen needs the strings too).
  const [screensLoaded, stringsLoaded] = await Promise.all([screens, strings]);
  await yieldToMain();
  // A move to another screen waits for its file and, for a configured page seen first, for its outline.
  const preloadNavigation = (pathname: string) => Promise.all([preloadScreens(pathname), appReady(queryClient, pathname)]);
  const app = (
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <AppBrowserRouter preload={preloadNavigation}>
          <AppRoutes />
        </AppBrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // The first render is a transition so React renders in short slices too while the page hydrates.
  startTransition(() => {
    // The server rendered the page (modules/web) in this language: hydrate it; else draw it anew.
    // A screen whose file failed to load in the browser (missing after a deploy) shows the error screen,
    // which the server did not draw: that page is drawn anew too.
    if (serverRendered && screensLoaded && stringsLoaded) hydrateRoot(root, app);
    else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
}

void boot();
