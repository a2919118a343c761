import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { RENDERERS } from './registry.tsx';
import { NestedBlocksContext } from './nested-blocks.tsx';
import './block-list.css';

type Renderable = { id: string; type: string; props: unknown };
const isRenderable = (b: unknown): b is Renderable =>
  typeof b === 'object' &&
  b !== null &&
  typeof (b as Renderable).id === 'string' &&
  typeof (b as Renderable).type === 'string' &&
  typeof (b as Renderable).props === 'object';

/**
 * Renders a page's blocks in order. The server sends them upgraded and whole (contract `renderablePage`,
 * decision 160), as does the editor's canvas, so the settings are drawn as they come and the block
 * definitions stay out of the storefront's script. A type with no renderer shows nothing to visitors
 * and a visible notice in preview.
 */
export function BlockList({ blocks, preview = false }: { blocks: unknown[]; preview?: boolean }) {
  const { t } = useTranslation();
  return (
    <NestedBlocksContext.Provider value={BlockList}>
      {blocks.map((raw, i) => {
        const block = isRenderable(raw) ? raw : null;
        const Renderer =
          block && Object.hasOwn(RENDERERS, block.type)
            ? (RENDERERS[block.type as keyof typeof RENDERERS] as ComponentType<{ id: string; props: unknown }>)
            : null;
        if (!block || !Renderer) {
          return preview ? (
            <div key={block?.id ?? `invalid-${i}`} className="blk-unknown" role="note">
              {t('common:unknownBlock', { type: block?.type ?? 'invalid' })}
            </div>
          ) : null;
        }
        return (
          <Suspense key={block.id} fallback={<div className="blk-loading" />}>
            <div className="blk" data-block-type={block.type} data-block-id={block.id}>
              <Renderer id={block.id} props={block.props} />
            </div>
          </Suspense>
        );
      })}
    </NestedBlocksContext.Provider>
  );
}
