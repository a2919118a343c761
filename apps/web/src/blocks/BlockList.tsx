import { Suspense, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeBlock } from '@shop/contract';
import { RENDERERS } from './registry.tsx';
import './block-list.css';

/**
 * Renders a page's stored blocks in order. Each block is read through its contract definition (migrated,
 * clamped, defaulted); an unknown type renders nothing for visitors and a visible notice in preview.
 */
export function BlockList({ blocks, preview = false }: { blocks: unknown[]; preview?: boolean }) {
  const { t } = useTranslation();
  const normalized = useMemo(() => blocks.map(normalizeBlock), [blocks]);
  return (
    <>
      {normalized.map((block) => {
        if (!block.known) {
          return preview ? (
            <div key={block.id} className="blk-unknown" role="note">
              {t('common:unknownBlock', { type: block.type })}
            </div>
          ) : null;
        }
        const Renderer = RENDERERS[block.type] as ComponentType<{ id: string; props: unknown }>;
        return (
          <Suspense key={block.id} fallback={<div className="blk-loading" />}>
            <div className="blk" data-block-type={block.type} data-block-id={block.id}>
              <Renderer id={block.id} props={block.props} />
            </div>
          </Suspense>
        );
      })}
    </>
  );
}
