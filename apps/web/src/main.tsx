import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { AppProviders, newQueryClient, setUpApp } from './app/App.tsx';
import { routes } from './app/router.tsx';
import { setLang, startLang } from './lib/i18n.ts';
import { readQueryState } from './lib/query-state.ts';
import { startRedirectTarget } from './lib/start-redirect.ts';
import './styles/global.css';

const { lang, kept } = startLang();
const i18n = setUpApp(lang);
const queryClient = newQueryClient();
// The answers the server rendered the page from (entry-server.tsx): the screens start with them and
// ask again only once they go stale.
const state = readQueryState();
if (state) hydrate(queryClient, state);
const router = createBrowserRouter(routes);

const app = (
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// The first render is a transition so React renders in short slices and the phone's main thread is
// never blocked for long while the page hydrates (Lighthouse's total blocking time).
const start = () => {
  const root = document.getElementById('root')!;
  startTransition(() => {
    // The server rendered the page (modules/web): hydrate it; else (no server render) draw it.
    if (root.hasChildNodes()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // The visitor kept another language than the address rendered: switch once the page is live.
  if (kept !== lang) setTimeout(() => void setLang(kept), 0);
};

// A `replace` parameter at start sends the visitor there instead (blocks §7); nothing is rendered here.
const redirect = startRedirectTarget(window.location.href);
if (redirect) window.location.replace(redirect);
// Hydrating before the route's screen has loaded would not match the server's HTML: wait for it.
else if (router.state.initialized) start();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    start();
  });
}
