import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE, LAYOUT, magicCubeSlots, pickText } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import { Img } from '../../components/ui/Img.tsx';
import type { BlockRendererProps } from '../types.ts';
import { useBlockLang } from '../lang.ts';
import { CUBE_CELL_WIDTHS, CUBE_CELL_WIDTHS_PHONE } from './layouts.ts';
import './magic-cube.css';
import { EmptyBlock, useShowEmptyBlocks } from '../empty-block.tsx';
import { ImagePreviewDialog } from '../../components/ui/ImagePreviewDialog.tsx';

type Cell = BlockRendererProps<'magicCube'>['props']['images'][number];

/**
 * Magic cube: pictures in one of seven layouts (see layouts.ts). A fixed height wins; height 0 sizes the
 * cube by its aspect ratio. Each picture opens a preview or follows its link.
 */
export function MagicCubeBlock({ props }: BlockRendererProps<'magicCube'>) {
  const { t } = useTranslation('blocks');
  const lang = useBlockLang();
  const [preview, setPreview] = useState<Cell | null>(null);
  const showEmpty = useShowEmptyBlocks();
  const slots = magicCubeSlots(props.template);
  const cells: (Cell | undefined)[] = Array.from({ length: slots }, (_, i) => props.images[i]);
  if (!cells.some((c) => c?.image)) return showEmpty ? <EmptyBlock what="cube" /> : null;
  const shares = CUBE_CELL_WIDTHS[props.template] ?? CUBE_CELL_WIDTHS[0]!;
  const phoneShares = CUBE_CELL_WIDTHS_PHONE[props.template] ?? CUBE_CELL_WIDTHS_PHONE[0]!;
  const style = {
    gap: props.gap,
    ...(props.height > 0 ? { height: props.height } : props.aspectRatio > 0 ? { aspectRatio: `100 / ${props.aspectRatio}` } : {}),
  } as CSSProperties;
  return (
    <div className="blk-cube-wrap container">
      <div className={`blk-cube blk-cube--t${props.template}${props.height > 0 || props.aspectRatio > 0 ? ' blk-cube--sized' : ''}`} style={style}>
        {cells.map((cell, i) => {
          if (!cell?.image) return <div key={i} className="blk-cube__cell blk-cube__cell--empty" aria-hidden="true" />;
          const caption = pickText(cell.title, lang);
          const alt = pickText(cell.alt, lang) || caption;
          const fraction = shares[i] ?? 0.5;
          const phoneFraction = phoneShares[i] ?? 0.5;
          const width = Math.round(LAYOUT.CONTENT_MAX_WIDTH * fraction);
          // Besides 1x and 2x of the widest case, the phone's: a half-width cell is a two-column grid cell.
          const phoneWidth = Math.round((IMAGE.PHONE_GRID_CELL * phoneFraction * 2) / 50) * 50;
          const widths = [...new Set([phoneWidth, width, width * 2])].sort((a, b) => a - b);
          const picture = (
            <>
              <Img
                src={cell.image}
                width={width}
                widths={widths}
                sizes={`(max-width: 766px) ${Math.round(phoneFraction * 100)}vw, ${Math.round(fraction * 100)}vw`}
                alt={alt}
                className="blk-cube__img"
              />
              {caption && (
                <span className="blk-cube__caption" aria-hidden="true">
                  {caption}
                </span>
              )}
            </>
          );
          return (
            <div key={i} className={`blk-cube__cell${cell.isNoBorder ? ' blk-cube__cell--edge' : ''}`} style={{ background: cell.bgColor }}>
              {cell.isPopup ? (
                <button
                  type="button"
                  className="blk-cube__open"
                  onClick={() => setPreview(cell)}
                  aria-label={alt ? t('enlarge', { name: alt }) : t('enlargeImage')}
                >
                  {picture}
                </button>
              ) : (
                <TargetLink target={cell.pageLink} className="blk-cube__link" {...(alt ? { ariaLabel: alt } : {})}>
                  {picture}
                </TargetLink>
              )}
            </div>
          );
        })}
      </div>
      {preview && <ImagePreviewDialog images={[preview.image]} index={0} onClose={() => setPreview(null)} alt={pickText(preview.alt, lang)} />}
    </div>
  );
}
