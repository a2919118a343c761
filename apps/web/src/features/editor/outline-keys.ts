import { childSlots, findBlock, getSlotBlocks, type RawBlock, type SlotRef } from '@shop/contract';

/** A keyboard move in the outline: where the block goes, and the container it enters or leaves. */
export interface KeyMove {
  to: SlotRef;
  index: number;
  containerId: string;
}

/**
 * Alt+→: into the container just above the block (its previous sibling), at the end of its first slot
 * with room. Null when the block above holds no blocks or is full.
 */
export function moveIntoTarget(blocks: RawBlock[], id: string): KeyMove | null {
  const at = findBlock(blocks, id);
  if (!at || at.index === 0) return null;
  const above = getSlotBlocks(blocks, at.slot)[at.index - 1];
  if (!above) return null;
  const slot = childSlots(above).find((s) => s.blocks.length < s.max);
  return slot ? { to: { parentId: slot.parentId, path: slot.path }, index: slot.blocks.length, containerId: above.id } : null;
}

/** Alt+←: out of its container, right after the container. Null for a block at the page's top level. */
export function moveOutTarget(blocks: RawBlock[], id: string): KeyMove | null {
  const at = findBlock(blocks, id);
  if (!at || at.slot.parentId === null) return null;
  const parent = findBlock(blocks, at.slot.parentId);
  return parent ? { to: parent.slot, index: parent.index + 1, containerId: parent.block.id } : null;
}

/** The container a block sits in, for ← (to the parent item), or null at the top level. */
export const parentOf = (blocks: RawBlock[], id: string): string | null => findBlock(blocks, id)?.slot.parentId ?? null;
