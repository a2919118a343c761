import { Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/*
 * Deferred hydration of a block below the fold (issue 17, decision 163).
 *
 * - On the server it renders its children as they are: the HTML is complete, with or without scripts.
 * - Hydrating that HTML, it holds its children back (they suspend) until the wrapper comes near the
 *   viewport, the browser is idle (`when="idle"`), or the visitor touches, clicks or tabs into it.
 *   React keeps the server's HTML of a suspended boundary on screen as it is, so nothing changes for the
 *   eye; the children's code, if it is a lazy component, is not even fetched before then.
 * - Rendered in the browser without server HTML (no SSR, or a later client navigation) it renders its
 *   children at once, exactly as without the wrapper.
 *
 * The wrapper is a `display: contents` element, so it adds no box to the layout; it is observed through
 * its first child element.
 */

type Gate = { open: boolean; promise: Promise<void>; release: () => void };

function createGate(): Gate {
  let resolve!: () => void;
  const gate: Gate = {
    open: false,
    promise: new Promise<void>((r) => (resolve = r)),
    release: () => {
      if (gate.open) return;
      gate.open = true;
      resolve();
    },
  };
  return gate;
}

const noSubscription = () => () => {};
/** True on the server and while hydrating server HTML; false in a render that began in the browser. */
const useServerHtml = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

function Held({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) throw gate.promise;
  return children;
}

const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

export function DeferUntilVisible({
  children,
  when = 'visible',
  rootMargin = '200px',
}: {
  children: ReactNode;
  /** `visible`: when it comes within `rootMargin` of the viewport; `idle`: also when the browser is idle. */
  when?: 'visible' | 'idle';
  rootMargin?: string;
}) {
  const serverHtml = useServerHtml();
  // Whether this instance started on server HTML: decided once, at its first render.
  const [gate] = useState(() => {
    const g = createGate();
    if (typeof window === 'undefined' || !serverHtml) g.open = true;
    return g;
  });
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (gate.open || !el) return;
    const open = () => gate.release();
    const target = el.firstElementChild ?? el;
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin });
      observer.observe(target);
    } else open();
    for (const type of INTERACTIONS) el.addEventListener(type, open, { once: true, passive: true });
    let idle: number | undefined;
    if (when === 'idle') {
      idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(open, { timeout: 5_000 }) : window.setTimeout(open, 2_000);
    }
    return () => {
      observer?.disconnect();
      for (const type of INTERACTIONS) el.removeEventListener(type, open);
      if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
    };
  }, [gate, when, rootMargin]);

  // The same element while the children are the same: React must not see an update of a boundary it
  // has not hydrated yet (the re-render that follows hydration, from the snapshot above, is one), or it
  // would drop the server HTML and render the fallback. Give it children that keep their identity
  // (e.g. from the page's data) for the server HTML to stay until the gate opens.
  const content = useMemo(
    () => (
      <Suspense fallback={null}>
        <Held gate={gate}>{children}</Held>
      </Suspense>
    ),
    [gate, children],
  );
  return (
    <div ref={ref} style={{ display: 'contents' }} data-defer-hydration="">
      {content}
    </div>
  );
}
