import { BLOCKS, normalizeBlock, type BlockPropsOf, type BlockType } from './registry.ts';

/**
 * A block's props as the registry reads them from stored `props` of `version` (the current one unless
 * named): what the tests of each block's defaults, bounds and migrations look at. Throws if not read as `type`.
 */
export function readBlock<T extends BlockType>(type: T, props: Record<string, unknown>, version: number = BLOCKS[type].version): BlockPropsOf<T> {
  const b = normalizeBlock({ id: 'x', type, version, props });
  if (!b.known || b.type !== type) throw new Error(`not read as ${type}`);
  return b.props as BlockPropsOf<T>;
}
