// @vitest-environment jsdom
import { act, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferUntilVisible } from './DeferUntilVisible.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// One IntersectionObserver double: `show()` reports every observed element as visible.
let observers: { cb: IntersectionObserverCallback; els: Element[] }[] = [];
class FakeObserver {
  private entry: { cb: IntersectionObserverCallback; els: Element[] };
  constructor(cb: IntersectionObserverCallback) {
    this.entry = { cb, els: [] };
    observers.push(this.entry);
  }
  observe(el: Element) {
    this.entry.els.push(el);
  }
  disconnect() {
    observers = observers.filter((o) => o !== this.entry);
  }
}
const show = () =>
  act(() => {
    for (const o of [...observers]) o.cb(o.els.map((target) => ({ target, isIntersecting: true })) as never, o as never);
  });

let hydrated: string[] = [];
function Block({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return (
    <section className="blk">
      <button type="button" onClick={() => setClicks((c) => c + 1)}>
        {name} {clicks}
      </button>
    </section>
  );
}
const Page = () => (
  <main>
    <Block name="top" />
    <DeferUntilVisible>
      <Block name="below" />
    </DeferUntilVisible>
  </main>
);

/** The page as the server renders it (no window there). */
function serverHtml() {
  const win = globalThis.window;
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(<Page />);
  } finally {
    vi.stubGlobal('window', win);
  }
}

describe('DeferUntilVisible (decision 163)', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    observers = [];
    hydrated = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    container.remove();
    vi.unstubAllGlobals();
  });

  it('renders its children on the server, with no box of its own', () => {
    const html = serverHtml();
    expect(html).toContain('below');
    expect(html).toContain('display:contents');
  });

  it('keeps the server HTML and hydrates it only once it is visible', async () => {
    const html = serverHtml();
    container.innerHTML = html;
    const before = container.innerHTML;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors.map(String)).toEqual([]);
    expect(hydrated).toEqual(['top']);
    expect(container.innerHTML).toBe(before);
    // Not hydrated yet: a click does nothing to the held block's state.
    expect(container.textContent).toContain('below 0');
    await show();
    expect(hydrated).toEqual(['top', 'below']);
    await act(async () => container.querySelectorAll('button')[1]!.click());
    expect(container.textContent).toContain('below 1');
    expect(errors).toEqual([]);
  });

  it('hydrates at once when the visitor interacts with it', async () => {
    container.innerHTML = serverHtml();
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(hydrated).toEqual(['top']);
    await act(async () => container.querySelector('[data-defer-hydration]')!.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(hydrated).toEqual(['top', 'below']);
  });

  it('renders at once in a browser render without server HTML', async () => {
    await act(async () => {
      createRoot(container).render(<Page />);
    });
    expect(hydrated).toEqual(['top', 'below']);
    expect(container.textContent).toContain('below 0');
    expect(observers).toEqual([]);
  });
});
