import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCKS, childSlots, isBlockType, pickText, type RawBlock, type SlotRef } from '@shop/contract';
import { currentLangOf } from '../../blocks/lang.ts';
import { useFieldLabel } from './fields/FieldControl.tsx';
import { moveIntoTarget, moveOutTarget, parentOf } from './outline-keys.ts';

export const DRAG_BLOCK = 'application/x-wv-block';
export const DRAG_NEW = 'application/x-wv-new';

export interface OutlineActions {
  select: (id: string) => void;
  move: (id: string, to: SlotRef, index: number) => void;
  insertNew: (type: string, to: SlotRef, index: number) => void;
  nudge: (id: string, delta: -1 | 1) => void;
  duplicate: (id: string) => void;
  remove: (id: string) => void;
  chooseSlot: (slot: SlotRef) => void;
}

const sameSlot = (a: SlotRef | null, b: SlotRef) => !!a && a.parentId === b.parentId && a.path.join('.') === b.path.join('.');

/** `['tabs', 1, 'blocks']` → "Tabs 2"; a container's single `blocks` field → its contents. */
function slotName(path: (string | number)[], t: (k: string) => string, label: (name: string) => string): string {
  const parts = path.filter((p) => p !== 'blocks');
  if (parts.length === 0) return t('slotContents');
  return parts.map((p) => (typeof p === 'number' ? String(p + 1) : label(p))).join(' ');
}

const titleOf = (b: RawBlock, lang: ReturnType<typeof currentLangOf>) => (isBlockType(b.type) ? pickText(BLOCKS[b.type].title, lang) : b.type);

/**
 * The page's blocks as a tree: select, drag to reorder or into a container's slot (palette entries can
 * be dropped here too), move up / down, duplicate, delete; "add here" makes a slot the palette's target.
 */
export function Outline({
  blocks,
  selectedId,
  insertAt,
  actions,
}: {
  blocks: RawBlock[];
  selectedId: string | null;
  insertAt: SlotRef | null;
  actions: OutlineActions;
}) {
  const { t, i18n } = useTranslation('editor');
  const lang = currentLangOf(i18n.language);
  const treeRef = useRef<HTMLDivElement>(null);
  const [said, setSaid] = useState('');
  // The item to focus once the tree has re-rendered (after a keyboard move, the moved block).
  const pending = useRef<string | null>(null);
  const focusable = selectedId && findBlockId(blocks, selectedId) ? selectedId : (blocks[0]?.id ?? null);
  useEffect(() => {
    if (!pending.current) return;
    treeRef.current?.querySelector<HTMLElement>(`[data-outline-id="${CSS.escape(pending.current)}"]`)?.focus();
    pending.current = null;
  });
  const items = () => [...(treeRef.current?.querySelectorAll<HTMLElement>('[data-outline-id]') ?? [])];
  const go = (id: string | null | undefined) => {
    if (!id) return;
    pending.current = id;
    actions.select(id);
    treeRef.current?.querySelector<HTMLElement>(`[data-outline-id="${CSS.escape(id)}"]`)?.focus();
  };
  const name = (id: string) => {
    const el = treeRef.current?.querySelector<HTMLElement>(`[data-outline-id="${CSS.escape(id)}"]`);
    return el?.getAttribute('aria-label') ?? '';
  };
  /** The tree keyboard pattern (WAI-ARIA APG): arrows walk the items, Alt+arrows move the block. */
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const item = (e.target as HTMLElement).closest<HTMLElement>('[data-outline-id]');
    if (!item || e.target !== item) return;
    const id = item.dataset.outlineId!;
    const all = items();
    const at = all.indexOf(item);
    let handled = true;
    if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      pending.current = id;
      actions.nudge(id, e.key === 'ArrowUp' ? -1 : 1);
    } else if (e.altKey && (e.key === 'ArrowRight' || e.key === 'ArrowLeft')) {
      const into = e.key === 'ArrowRight';
      const move = into ? moveIntoTarget(blocks, id) : moveOutTarget(blocks, id);
      if (move) {
        pending.current = id;
        actions.move(id, move.to, move.index);
        setSaid(t(into ? 'movedInto' : 'movedOut', { name: name(move.containerId) }));
      } else setSaid(into ? t('noContainerAbove') : '');
    } else if (e.key === 'ArrowDown') go(all[at + 1]?.dataset.outlineId);
    else if (e.key === 'ArrowUp') go(all[at - 1]?.dataset.outlineId);
    else if (e.key === 'Home') go(all[0]?.dataset.outlineId);
    else if (e.key === 'End') go(all[all.length - 1]?.dataset.outlineId);
    else if (e.key === 'ArrowRight') {
      // Into the first block inside, when there is one.
      const child = item.querySelector<HTMLElement>('[data-outline-id]');
      go(child?.dataset.outlineId);
    } else if (e.key === 'ArrowLeft') go(parentOf(blocks, id));
    else if (e.key === 'Enter' || e.key === ' ') actions.select(id);
    else handled = false;
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };
  return (
    // The help and the live announcement sit beside the tree, not in it: a tree holds only its items and
    // groups (axe's aria-required-children, issue 40).
    <>
      <p className="ed-note ed-outline__help" id="ed-outline-help">
        {t('outlineHelp')}
      </p>
      <div className="ed-outline" role="tree" aria-label={t('outline')} aria-describedby="ed-outline-help" ref={treeRef} onKeyDown={onKeyDown}>
        <SlotList
          slot={{ parentId: null, path: [] }}
          blocks={blocks}
          selectedId={selectedId}
          focusable={focusable}
          insertAt={insertAt}
          actions={actions}
          depth={0}
          lang={lang}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </>
  );
}

function findBlockId(blocks: RawBlock[], id: string): boolean {
  return blocks.some((b) => b.id === id || childSlots(b).some((s) => findBlockId(s.blocks, id)));
}

function SlotList({
  slot,
  blocks,
  selectedId,
  focusable,
  insertAt,
  actions,
  depth,
  lang,
}: {
  slot: SlotRef;
  blocks: RawBlock[];
  selectedId: string | null;
  focusable: string | null;
  insertAt: SlotRef | null;
  actions: OutlineActions;
  depth: number;
  lang: ReturnType<typeof currentLangOf>;
}) {
  const { t } = useTranslation('editor');
  const label = useFieldLabel();
  const [over, setOver] = useState<number | null>(null);
  const drop = (e: DragEvent, index: number) => {
    e.preventDefault();
    e.stopPropagation();
    setOver(null);
    const id = e.dataTransfer.getData(DRAG_BLOCK);
    const type = e.dataTransfer.getData(DRAG_NEW);
    if (id) actions.move(id, slot, index);
    else if (type) actions.insertNew(type, slot, index);
  };
  const allow = (e: DragEvent, index: number) => {
    if (e.dataTransfer.types.includes(DRAG_BLOCK) || e.dataTransfer.types.includes(DRAG_NEW)) {
      e.preventDefault();
      e.stopPropagation();
      setOver(index);
    }
  };
  return (
    <ul className="ed-outline__list" role="group">
      {blocks.map((b, i) => {
        const title = titleOf(b, lang);
        const slots = childSlots(b);
        return (
          <li
            key={b.id}
            role="treeitem"
            aria-selected={b.id === selectedId}
            aria-expanded={slots.length ? true : undefined}
            aria-level={depth + 1}
            aria-label={title}
            className="ed-outline__node"
            data-outline-id={b.id}
            tabIndex={b.id === focusable ? 0 : -1}
          >
            <div
              className={`ed-outline__row${b.id === selectedId ? ' is-selected' : ''}${over === i ? ' is-drop' : ''}`}
              draggable
              onDragStart={(e) => {
                e.stopPropagation();
                e.dataTransfer.setData(DRAG_BLOCK, b.id);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(e) => allow(e, i)}
              onDragLeave={() => setOver(null)}
              onDrop={(e) => drop(e, i)}
              data-block-id={b.id}
            >
              <span className="ed-outline__grip" aria-hidden="true">
                ⋮⋮
              </span>
              <button type="button" className="ed-outline__name" tabIndex={-1} onClick={() => actions.select(b.id)}>
                {title}
              </button>
              <span className="ed-outline__tools">
                <button
                  type="button"
                  className="ed-icon"
                  disabled={i === 0}
                  onClick={() => actions.nudge(b.id, -1)}
                  aria-label={t('moveUpBlock', { name: title })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="ed-icon"
                  disabled={i === blocks.length - 1}
                  onClick={() => actions.nudge(b.id, 1)}
                  aria-label={t('moveDownBlock', { name: title })}
                >
                  ↓
                </button>
                <button type="button" className="ed-icon" onClick={() => actions.duplicate(b.id)} aria-label={t('duplicateBlock', { name: title })}>
                  <svg width="13" height="13" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <rect x="1.5" y="4.5" width="9" height="10" rx="1.5" fill="none" stroke="currentColor" />
                    <path d="M5.5 2.5V2a.5.5 0 0 1 .5-.5h8a.5.5 0 0 1 .5.5v9a.5.5 0 0 1-.5.5h-.5" fill="none" stroke="currentColor" />
                  </svg>
                </button>
                <button type="button" className="ed-icon" onClick={() => actions.remove(b.id)} aria-label={t('deleteBlock', { name: title })}>
                  ✕
                </button>
              </span>
            </div>
            {slots.map((s) => {
              const ref: SlotRef = { parentId: s.parentId, path: s.path };
              return (
                <div key={s.path.join('.')} className={`ed-outline__slot${sameSlot(insertAt, ref) ? ' is-target' : ''}`} style={{ marginLeft: 12 }}>
                  <div className="ed-outline__slothead">
                    <span>
                      {slotName(s.path, t, label)} · {s.blocks.length}/{s.max}
                    </span>
                    <button type="button" className="ed-link-btn" onClick={() => actions.chooseSlot(ref)} aria-pressed={sameSlot(insertAt, ref)}>
                      {t('addHere')}
                    </button>
                  </div>
                  <SlotList
                    slot={ref}
                    blocks={s.blocks}
                    selectedId={selectedId}
                    focusable={focusable}
                    insertAt={insertAt}
                    actions={actions}
                    depth={depth + 1}
                    lang={lang}
                  />
                </div>
              );
            })}
          </li>
        );
      })}
      <li
        className={`ed-outline__end${over === blocks.length ? ' is-drop' : ''}`}
        onDragOver={(e) => allow(e, blocks.length)}
        onDragLeave={() => setOver(null)}
        onDrop={(e) => drop(e, blocks.length)}
        aria-hidden="true"
      >
        {blocks.length === 0 ? t('dropHere') : ''}
      </li>
    </ul>
  );
}
