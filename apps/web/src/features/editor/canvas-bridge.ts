import { editorWindow, isFrameMessage, postToEditor } from '../../lib/editor-frame.ts';
import { currentLang, showIn } from '../../lib/i18n.ts';
import './canvas-bridge.css';

let started = false;

function mark(id: string | null | undefined) {
  for (const el of document.querySelectorAll('.blk.is-wv-selected')) el.classList.remove('is-wv-selected');
  if (!id) return;
  const el = document.querySelector(`.blk[data-block-id="${CSS.escape(id)}"]`);
  if (!el) return;
  el.classList.add('is-wv-selected');
  el.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}

/**
 * Runs inside the editor's canvas frame (`?runMode=wvEdit`): outlines blocks under the pointer with their
 * type, reports a click on a block to the editor (the innermost one, for nested blocks), marks the block
 * the editor has selected, and keeps links from leaving the page (navigation is disabled in the editor).
 */
export function startCanvasBridge() {
  if (started) return;
  started = true;
  document.documentElement.classList.add('wv-edit');
  const editor = editorWindow();
  let selected: string | null | undefined = null;

  document.addEventListener(
    'click',
    (e) => {
      const target = e.target as Element | null;
      if (target?.closest('a[href]')) e.preventDefault();
      const blk = target?.closest<HTMLElement>('.blk[data-block-id]');
      if (blk?.dataset.blockId) postToEditor({ kind: 'wv:select', id: blk.dataset.blockId });
    },
    true,
  );
  // Forms inside blocks (enquiry) are not sent from the editor.
  document.addEventListener('submit', (e) => e.preventDefault(), true);

  window.addEventListener('message', (e) => {
    if (e.origin !== window.location.origin || e.source !== editor || !isFrameMessage(e.data) || e.data.kind !== 'wv:data') return;
    selected = e.data.selectedId;
    if (e.data.lang && e.data.lang !== currentLang()) void showIn(e.data.lang);
    // The page re-renders with the new data first; mark after it has.
    requestAnimationFrame(() => requestAnimationFrame(() => mark(selected)));
  });
  // Lazy blocks appear after the data; keep the mark on the selected one.
  new MutationObserver(() => {
    if (selected && !document.querySelector('.blk.is-wv-selected')) mark(selected);
  }).observe(document.body, { childList: true, subtree: true });
}
