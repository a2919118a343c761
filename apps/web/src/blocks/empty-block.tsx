import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../lib/app-context.ts';

/** True where empty blocks show what they are (the dev gallery); the editor's canvas always does. */
export const ShowEmptyBlocksContext = createContext(false);

/** Whether an empty block draws a placeholder instead of nothing: in the editor's canvas and the gallery only. */
export function useShowEmptyBlocks(): boolean {
  const { viewMode } = useAppData();
  const forced = useContext(ShowEmptyBlocksContext);
  return forced || viewMode === 'wvEdit';
}

/**
 * What an image, carousel or magic cube with no picture yet draws for an editor, so a new block is seen
 * where it was added; visitors get nothing (issue 27).
 */
export function EmptyBlock({ what }: { what: 'image' | 'carousel' | 'cube' }) {
  const { t } = useTranslation('blocks');
  return (
    <p className="blk-empty" data-empty-block={what}>
      {t(`empty_${what}`)}
    </p>
  );
}
