import { createContext, useContext } from 'react';

/** What field controls need from the editor around them. */
export interface EditorTools {
  pages: { pageCode: string; pageName: string }[];
  /** Opens the media library; resolves with the chosen image address, or null when closed. */
  pickImage: () => Promise<string | null>;
}

export const EditorToolsContext = createContext<EditorTools>({ pages: [], pickImage: async () => null });
export const useEditorTools = () => useContext(EditorToolsContext);
