import { use, type ComponentType } from 'react';

/** A screen in a file of its own, with `preload` so the server render and the hydration can wait for it. */
export type LazyScreen = ComponentType & { preload: () => Promise<void> };

/**
 * A route's screen loaded on demand (decision 160): `preload()` loads its file once; the component renders
 * it at once when loaded, else suspends until it is. The server render and the browser's hydration preload
 * the matched routes first, so neither waits inside the tree; a navigation suspends inside a transition,
 * so the old screen stays up (with the progress bar) until the new one is there. A failed load (its file
 * gone after a deploy) throws to the route's error boundary.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  // A failed load stays failed for this page's life (a retry would suspend again and again); the error
  // screen reloads the page, which loads the files anew.
  const preload = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));
  function Screen() {
    if (!Loaded) use(preload());
    const Component = Loaded!;
    return <Component />;
  }
  return Object.assign(Screen, { preload });
}
