import { useReducer } from 'react';
import type { AppDraftLike, SlotRef } from '@shop/contract';

/**
 * The editor's state: the draft, its undo/redo history, the open page, the selected block and the slot
 * the palette adds into. Typing in one field coalesces into one history step (`key`, within 1 s).
 */
export interface EditorState {
  draft: AppDraftLike;
  past: AppDraftLike[];
  future: AppDraftLike[];
  lastKey: string | null;
  lastAt: number;
  pageCode: string;
  selectedId: string | null;
  insertAt: SlotRef | null;
  /** Bumped on every change, so the autosave knows what it saved. */
  version: number;
}

export type EditorAction =
  | { type: 'edit'; fn: (d: AppDraftLike) => AppDraftLike; key?: string; select?: string | null; page?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A draft from the server (load, conflict reload, rollback): history starts again. */
  | { type: 'load'; draft: AppDraftLike; page?: string }
  /** A server-side change of the saved draft (zh_CN drafted on the server): one undoable step. */
  | { type: 'replace'; draft: AppDraftLike }
  | { type: 'page'; code: string }
  | { type: 'select'; id: string | null }
  | { type: 'insertAt'; slot: SlotRef | null };

const HISTORY_MAX = 100;
const COALESCE_MS = 1000;

function firstPage(draft: AppDraftLike, wanted?: string): string {
  if (wanted && draft.pageList.some((p) => p.pageCode === wanted)) return wanted;
  return draft.appProps.homePageCode && draft.pageList.some((p) => p.pageCode === draft.appProps.homePageCode)
    ? draft.appProps.homePageCode
    : (draft.pageList[0]?.pageCode ?? '');
}

export function editorReducer(s: EditorState, a: EditorAction): EditorState {
  switch (a.type) {
    case 'edit': {
      const next = a.fn(s.draft);
      if (next === s.draft) return s;
      const now = Date.now();
      const coalesce = a.key !== undefined && a.key === s.lastKey && now - s.lastAt < COALESCE_MS;
      const page = a.page ?? (next.pageList.some((p) => p.pageCode === s.pageCode) ? s.pageCode : firstPage(next));
      return {
        ...s,
        draft: next,
        past: coalesce ? s.past : [...s.past, s.draft].slice(-HISTORY_MAX),
        future: [],
        lastKey: a.key ?? null,
        lastAt: now,
        pageCode: page,
        selectedId: a.select !== undefined ? a.select : s.selectedId,
        version: s.version + 1,
      };
    }
    case 'undo': {
      const prev = s.past[s.past.length - 1];
      if (!prev) return s;
      return {
        ...s,
        draft: prev,
        past: s.past.slice(0, -1),
        future: [s.draft, ...s.future],
        lastKey: null,
        pageCode: firstPage(prev, s.pageCode),
        version: s.version + 1,
      };
    }
    case 'redo': {
      const next = s.future[0];
      if (!next) return s;
      return {
        ...s,
        draft: next,
        past: [...s.past, s.draft],
        future: s.future.slice(1),
        lastKey: null,
        pageCode: firstPage(next, s.pageCode),
        version: s.version + 1,
      };
    }
    case 'load':
      return {
        ...s,
        draft: a.draft,
        past: [],
        future: [],
        lastKey: null,
        pageCode: firstPage(a.draft, a.page ?? s.pageCode),
        selectedId: null,
        insertAt: null,
      };
    case 'replace':
      return { ...s, draft: a.draft, past: [...s.past, s.draft].slice(-HISTORY_MAX), future: [], lastKey: null };
    case 'page':
      return s.pageCode === a.code ? s : { ...s, pageCode: a.code, selectedId: null, insertAt: null };
    case 'select':
      return { ...s, selectedId: a.id };
    case 'insertAt':
      return { ...s, insertAt: a.slot };
  }
}

export function useEditorState(initial: AppDraftLike) {
  return useReducer(editorReducer, initial, (draft): EditorState => ({
    draft,
    past: [],
    future: [],
    lastKey: null,
    lastAt: 0,
    pageCode: firstPage(draft),
    selectedId: null,
    insertAt: null,
    version: 0,
  }));
}
