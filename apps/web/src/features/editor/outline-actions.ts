import { cloneWithNewIds, findBlock, insertBlock, isBlockType, moveBlock, removeBlock, type BlockType, type SlotRef } from '@shop/contract';
import { newId } from './draft-ops.ts';
import type { EditorAction } from './editor-state.ts';
import type { OutlineActions } from './Outline.tsx';

type Blocks = Parameters<typeof findBlock>[0];

interface OutlineDeps {
  page: { blocks: Blocks } | undefined;
  selectedId: string | null;
  insertAt: SlotRef | null;
  dispatch: (action: EditorAction) => void;
  editBlocks: (fn: (blocks: Blocks) => Blocks, select?: string | null) => void;
  addBlock: (type: BlockType, to?: SlotRef, index?: number) => void;
  /** A block was chosen in the outline (the settings panel shows it). */
  onSelect: () => void;
}

/** What the outline's buttons, drags and keys do to the page's blocks. */
export function outlineActions({ page, selectedId, insertAt, dispatch, editBlocks, addBlock, onSelect }: OutlineDeps): OutlineActions {
  return {
    select: (id) => {
      dispatch({ type: 'select', id });
      onSelect();
    },
    move: (id, to, index) => editBlocks((b) => moveBlock(b, id, to, index)),
    insertNew: (type, to, index) => isBlockType(type) && addBlock(type, to, index),
    nudge: (id, delta) =>
      editBlocks((b) => {
        const at = findBlock(b, id);
        if (!at) return b;
        return moveBlock(b, id, at.slot, at.index + (delta > 0 ? 2 : -1));
      }),
    duplicate: (id) => {
      const at = page && findBlock(page.blocks, id);
      if (!at) return;
      const copy = cloneWithNewIds(at.block, newId);
      editBlocks((b) => insertBlock(b, at.slot, at.index + 1, copy), copy.id);
    },
    remove: (id) => editBlocks((b) => removeBlock(b, id), selectedId === id ? null : selectedId),
    chooseSlot: (slot) =>
      dispatch({ type: 'insertAt', slot: insertAt && insertAt.parentId === slot.parentId && insertAt.path.join('.') === slot.path.join('.') ? null : slot }),
  };
}
