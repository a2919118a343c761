import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_PURPOSE, BLOCK_PURPOSE_TITLE, BLOCK_PURPOSES, BLOCKS, pickText, type BlockType } from '@shop/contract';
import { currentLangOf } from '../../blocks/lang.ts';
import { DRAG_NEW } from './Outline.tsx';

/** Every block type, grouped by purpose; click to add (after the selected block), or drag into the outline. */
export function Palette({ onAdd, target }: { onAdd: (type: BlockType) => void; target: string }) {
  const { t, i18n } = useTranslation('editor');
  const lang = currentLangOf(i18n.language);
  const [filter, setFilter] = useState('');
  const types = Object.keys(BLOCKS) as BlockType[];
  const q = filter.trim().toLowerCase();
  const match = (type: BlockType) => !q || type.toLowerCase().includes(q) || Object.values(BLOCKS[type].title).some((x) => x.toLowerCase().includes(q));
  return (
    <section className="ed-palette" aria-label={t('palette')}>
      <input
        type="search"
        className="ed-palette__filter"
        value={filter}
        placeholder={t('findBlock')}
        aria-label={t('findBlock')}
        onChange={(e) => setFilter(e.target.value)}
      />
      <p className="ed-note ed-palette__target">{target}</p>
      {BLOCK_PURPOSES.map((purpose) => {
        const list = types.filter((ty) => BLOCK_PURPOSE[ty] === purpose && match(ty));
        if (!list.length) return null;
        return (
          <div key={purpose} className="ed-palette__group">
            <h3>{pickText(BLOCK_PURPOSE_TITLE[purpose], lang)}</h3>
            <ul>
              {list.map((type) => (
                <li key={type}>
                  <button
                    type="button"
                    className="ed-palette__item"
                    draggable
                    onDragStart={(e) => {
                      e.dataTransfer.setData(DRAG_NEW, type);
                      e.dataTransfer.effectAllowed = 'copy';
                    }}
                    onClick={() => onAdd(type)}
                    data-block-type={type}
                    aria-label={t('addBlock', { name: pickText(BLOCKS[type].title, lang) })}
                  >
                    {pickText(BLOCKS[type].title, lang)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
