import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { router } from './app/router.tsx';
import { startRedirectTarget } from './lib/start-redirect.ts';
import './styles/global.css';

// The first render is a transition so React renders in short slices and the phone's main thread is
// never blocked for long while the home page builds (Lighthouse's total blocking time).
const start = () =>
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

// A `replace` parameter at start sends the visitor there instead (blocks §7); nothing is rendered here.
const redirect = startRedirectTarget(window.location.href);
if (redirect) window.location.replace(redirect);
// Rendering before the route's screen has loaded would only replace the first screen the server put in
// the page (decision 081) with an empty one; render once the router has its screen.
else if (router.state.initialized) start();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    start();
  });
}
