// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resetNotFoundForTests, usePageNotFound, useRecordNotFound } from './not-found.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let go: (to: string) => void = () => {};
/** A page about one record, as PageRoute and the product screen are: the unknown-page screen when it is missing. */
function RecordPage({ missing }: { missing: (search: string) => boolean }) {
  const navigate = useNavigate();
  go = (to) => navigate(to);
  const notFound = usePageNotFound();
  return notFound ? <p>unknown page</p> : <Record missing={missing} />;
}
function Record({ missing }: { missing: (search: string) => boolean }) {
  const here = useLocation().search;
  const isMissing = missing(here);
  useRecordNotFound(isMissing);
  return <p>{isMissing ? 'record missing' : 'record'}</p>;
}

function mount(url: string, missing: (search: string) => boolean) {
  // As at the start of a page: the module reads the server's answer then.
  resetNotFoundForTests();
  window.history.replaceState(null, '', url);
  const el = document.createElement('div');
  const root = createRoot(el);
  act(() =>
    root.render(
      <MemoryRouter initialEntries={[url]}>
        <RecordPage missing={missing} />
      </MemoryRouter>,
    ),
  );
  return { el, root };
}

afterEach(() => {
  resetNotFoundForTests();
  delete document.documentElement.dataset.status;
  document.body.innerHTML = '';
});

describe('a page about a record that does not exist (issue 17)', () => {
  it('starts as the unknown-page screen at the address the server answered 404, and not elsewhere', () => {
    document.documentElement.dataset.status = '404';
    document.body.innerHTML = '<div id="root"><section class="unknown-page"></section></div>';
    const { el, root } = mount('/product?id=9', () => false);
    expect(el.textContent).toBe('unknown page');
    act(() => go('/product?id=10'));
    expect(el.textContent).toBe('record');
    act(() => root.unmount());
  });

  it('does not start as the unknown-page screen when the 404 page kept its own screen', () => {
    document.documentElement.dataset.status = '404';
    document.body.innerHTML = '<div id="root"><section class="blk-store"></section></div>';
    const { el, root } = mount('/wv/SHOP_DETAIL?storeCode=NOPE', () => false);
    expect(el.textContent).toBe('record');
    act(() => root.unmount());
  });

  it('turns into the unknown-page screen once its record is found missing, for that address only', () => {
    const { el, root } = mount('/product?id=1', (search) => search === '?id=404');
    expect(el.textContent).toBe('record');
    act(() => go('/product?id=404'));
    expect(el.textContent).toBe('unknown page');
    act(() => go('/product?id=2'));
    expect(el.textContent).toBe('record');
    // Back at the missing address: still the unknown-page screen, without reading the record first.
    act(() => go('/product?id=404'));
    expect(el.textContent).toBe('unknown page');
    act(() => go('/product?id=3'));
    expect(el.textContent).toBe('record');
    act(() => root.unmount());
  });
});
