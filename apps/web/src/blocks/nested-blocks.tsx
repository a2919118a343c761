import { createContext, useContext, type ComponentType } from 'react';

type NestedBlocksProps = { blocks: unknown[]; preview?: boolean };

/**
 * How a container block (tabs, scroll, swipe, page list) draws the blocks inside it: the `BlockList`
 * that drew the container puts itself here. Containers read it instead of importing `BlockList`, which
 * imports every renderer (the containers among them): the recursion is in the tree, not in the imports.
 */
export const NestedBlocksContext = createContext<ComponentType<NestedBlocksProps>>(() => null);

/** The blocks inside a container, drawn by the same list that drew the container. */
export function NestedBlocks(props: NestedBlocksProps) {
  const List = useContext(NestedBlocksContext);
  return <List {...props} />;
}
