import { createContext, useContext } from 'react';
import { childSlots, type RawBlock } from '@shop/contract';

/** What field controls need from the editor around them. */
export interface EditorTools {
  pages: { pageCode: string; pageName: string }[];
  /** Pages that show one article (they hold an article detail block): where an article link opens. */
  articlePages?: string[];
  /** Opens the media library; resolves with the chosen image address, or null when closed. */
  pickImage: () => Promise<string | null>;
}

export const EditorToolsContext = createContext<EditorTools>({ pages: [], pickImage: async () => null });
export const useEditorTools = () => useContext(EditorToolsContext);

/** Whether a block of `type` is on the page, nested blocks included. */
export const holdsBlock = (blocks: readonly RawBlock[], type: string): boolean =>
  blocks.some((b) => b.type === type || childSlots(b).some((s) => holdsBlock(s.blocks, type)));
