import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUTTON_PADDING_X_CORRECTION, FONT_SIZE, newBlock, type AppDraftLike, type AppFull } from '@shop/contract';
import { clampTyped } from './fields/NumberInput.tsx';
import { targetOf } from './fields/LinkPicker.tsx';
import { editorReducer, type EditorState } from './editor-state.ts';
import { blankPage, completeness, duplicatePage, linksTo, pageCodeProblem, setBlocks } from './draft-ops.ts';
import { EMPTY_APP, listenToEditor } from '../../lib/editor-frame.ts';

const draft = (): AppDraftLike => {
  const home = blankPage('HOME', 'Home');
  const about = blankPage('ABOUT', 'About');
  const btn = newBlock('button', 'b1');
  btn.props.toPageData = { kind: 'page', pageCode: 'ABOUT' };
  return {
    appProps: { ...EMPTY_APP.appInfo.appProps, homePageCode: 'HOME' },
    menus: {
      ...EMPTY_APP.appInfo.menus,
      header: [{ title: { zh_HK: '關於', zh_CN: '关于', en: 'About' }, link: { kind: 'path', path: '/wv/ABOUT' }, children: [], special: 'none' }],
    },
    pageList: [{ ...home, blocks: [btn] }, about],
  };
};

describe('number settings', () => {
  it('clamp what was typed to the bounds, and read nothing as the default', () => {
    expect(clampTyped('500', FONT_SIZE, true)).toBe(80);
    expect(clampTyped('2', FONT_SIZE, true)).toBe(5);
    expect(clampTyped('', FONT_SIZE, true)).toBe(FONT_SIZE.default);
    expect(clampTyped('abc', FONT_SIZE, true)).toBe(FONT_SIZE.default);
    expect(clampTyped('12.6', FONT_SIZE, true)).toBe(13);
    expect(clampTyped('-250', BUTTON_PADDING_X_CORRECTION, true)).toBe(-200);
  });
});

describe('link picker', () => {
  it('builds link targets the contract accepts', () => {
    const parts = {
      pageCode: 'ABOUT',
      path: '/goodsList',
      query: 'searchCode=ring&page=2',
      site: 'online' as const,
      codes: 'NEW, GOLD ,',
      url: 'https://example.com',
      number: '+852 2345 6789',
      email: 'a@b.hk',
    };
    expect(targetOf('path', parts)).toEqual({ kind: 'path', path: '/goodsList', query: { searchCode: 'ring', page: '2' } });
    expect(targetOf('labels', parts)).toEqual({ kind: 'labels', codes: ['NEW', 'GOLD'] });
    expect(targetOf('home', parts)).toEqual({ kind: 'home', site: 'online' });
    expect(targetOf('tel', parts)).toEqual({ kind: 'tel', number: '+852 2345 6789' });
  });
});

describe('editor history', () => {
  const start = (): EditorState => ({
    draft: draft(),
    past: [],
    future: [],
    lastKey: null,
    lastAt: 0,
    pageCode: 'HOME',
    selectedId: null,
    insertAt: null,
    version: 0,
  });
  const addBtn = (id: string) => ({ type: 'edit' as const, fn: (d: AppDraftLike) => setBlocks(d, 'HOME', (b) => [...b, newBlock('button', id)]) });

  it('undoes and redoes whole edits', () => {
    let s = editorReducer(start(), addBtn('x'));
    s = editorReducer(s, addBtn('y'));
    expect(s.draft.pageList[0]!.blocks.map((b) => b.id)).toEqual(['b1', 'x', 'y']);
    s = editorReducer(s, { type: 'undo' });
    expect(s.draft.pageList[0]!.blocks.map((b) => b.id)).toEqual(['b1', 'x']);
    s = editorReducer(s, { type: 'redo' });
    expect(s.draft.pageList[0]!.blocks.map((b) => b.id)).toEqual(['b1', 'x', 'y']);
    expect(s.version).toBe(4);
  });

  it('keeps typing in one field as one step', () => {
    let s = start();
    for (const name of ['H', 'Ho', 'Hom'])
      s = editorReducer(s, {
        type: 'edit',
        key: 'page:HOME:pageName',
        fn: (d) => ({ ...d, pageList: d.pageList.map((p) => (p.pageCode === 'HOME' ? { ...p, pageName: name } : p)) }),
      });
    expect(s.past).toHaveLength(1);
    expect(editorReducer(s, { type: 'undo' }).draft.pageList[0]!.pageName).toBe('Home');
  });
});

describe('pages', () => {
  it('finds every place outside a page that links to it', () => {
    const places = linksTo(draft(), 'ABOUT');
    expect(places.map((p) => p.field).sort()).toEqual(['menus.header.0.link', 'toPageData']);
    expect(places.find((p) => p.blockId === 'b1')?.pageCode).toBe('HOME');
    expect(linksTo(draft(), 'HOME').map((p) => p.field)).toEqual(['appProps.homePageCode']);
  });

  it('duplicates a page under a free code with fresh block ids', () => {
    const { draft: d, code } = duplicatePage(draft(), 'HOME');
    expect(code).toBe('HOME_COPY');
    const copy = d.pageList.find((p) => p.pageCode === code)!;
    expect(d.pageList.map((p) => p.pageCode)).toEqual(['HOME', 'HOME_COPY', 'ABOUT']);
    expect(copy.blocks[0]!.id).not.toBe('b1');
    expect(duplicatePage(d, 'HOME').code).toBe('HOME_COPY2');
  });

  it('checks page codes', () => {
    expect(pageCodeProblem(draft(), 'ABOUT')).toBe('taken');
    expect(pageCodeProblem(draft(), 'ABOUT', 'ABOUT')).toBeNull();
    expect(pageCodeProblem(draft(), 'NEW PAGE')).toBe('format');
    expect(pageCodeProblem(draft(), '')).toBe('empty');
  });

  it('counts missing texts per language', () => {
    const d = setBlocks(draft(), 'ABOUT', () => [
      { ...newBlock('richText', 'r'), props: { ...newBlock('richText', 'r').props, html: { zh_HK: '<p>你好</p>', zh_CN: '', en: '<p> </p>' } } },
    ]);
    expect(completeness(d, 'ABOUT')).toEqual({ zh_HK: 0, zh_CN: 1, en: 1 });
    const untitled = {
      ...d,
      pageList: d.pageList.map((p) => (p.pageCode === 'ABOUT' ? { ...p, pageProps: { ...p.pageProps, title: { zh_HK: '', zh_CN: '', en: 'About' } } } : p)),
    };
    expect(completeness(untitled, 'ABOUT')).toEqual({ zh_HK: 1, zh_CN: 2, en: 1 });
  });
});

describe('preview protocol', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function fakeWindow(opener: { postMessage: (m: unknown, o: string) => void } | null) {
    const listeners: ((e: MessageEvent) => void)[] = [];
    const w = {
      location: { origin: 'https://shop.example' },
      opener,
      addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.push(l),
      removeEventListener: () => {},
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (t: number) => clearTimeout(t),
    } as unknown as Window & { parent: unknown };
    w.parent = w;
    vi.stubGlobal('window', w);
    return (data: unknown, origin: string, source: unknown) => listeners.forEach((l) => l({ data, origin, source } as MessageEvent));
  }

  it('asks the editor, takes its data from the same origin only, and gives up after 3000 ms', () => {
    vi.useFakeTimers();
    const sent: unknown[] = [];
    const editor = { postMessage: (m: unknown) => sent.push(m) };
    const deliver = fakeWindow(editor);
    const got: AppFull[] = [];
    const timedOut = vi.fn();
    listenToEditor((app) => got.push(app), timedOut);
    expect(sent).toEqual([{ kind: 'wv:ready' }]);
    deliver({ kind: 'wv:data', app: EMPTY_APP }, 'https://evil.example', editor);
    deliver({ kind: 'wv:data', app: EMPTY_APP }, 'https://shop.example', {});
    expect(got).toHaveLength(0);
    vi.advanceTimersByTime(2999);
    expect(timedOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(timedOut).toHaveBeenCalledOnce();
  });

  it('does not wait when the editor answers, nor when no editor opened the page', () => {
    vi.useFakeTimers();
    const editor = { postMessage: () => {} };
    const deliver = fakeWindow(editor);
    const timedOut = vi.fn();
    const got: AppFull[] = [];
    listenToEditor((app) => got.push(app), timedOut);
    deliver({ kind: 'wv:data', app: EMPTY_APP }, 'https://shop.example', editor);
    vi.advanceTimersByTime(5000);
    expect(got).toHaveLength(1);
    expect(timedOut).not.toHaveBeenCalled();

    fakeWindow(null);
    const alone = vi.fn();
    listenToEditor(() => {}, alone);
    vi.advanceTimersByTime(0);
    expect(alone).toHaveBeenCalledOnce();
  });
});
