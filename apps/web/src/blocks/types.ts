import type { ComponentType } from 'react';
import type { BlockPropsOf, BlockType } from '@shop/contract';

/** What a block renderer receives: its normalised settings (clamped, defaulted, migrated). */
export interface BlockRendererProps<T extends BlockType> {
  id: string;
  props: BlockPropsOf<T>;
}
export type BlockRenderer<T extends BlockType> = ComponentType<BlockRendererProps<T>>;
