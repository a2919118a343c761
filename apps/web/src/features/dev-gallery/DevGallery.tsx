import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_PURPOSE, BLOCK_PURPOSE_TITLE, BLOCK_PURPOSES, BLOCKS, pickText, type BlockType, type Field, type FieldMeta } from '@shop/contract';
import { BlockList } from '../../blocks/BlockList.tsx';
import { currentLangOf } from '../../blocks/lang.ts';
import { ShowEmptyBlocksContext } from '../../blocks/empty-block.tsx';
import './dev-gallery.css';
import './strings.ts';
import { ColumnHeads } from '../../components/ui/ColumnHeads.tsx';

interface Row {
  path: string;
  meta: FieldMeta;
  value: unknown;
}

/** Every setting of a block, nested groups and list items flattened to dotted paths. */
export function settingRows(meta: FieldMeta, value: unknown, path = ''): Row[] {
  if (meta.kind === 'object') {
    const v = (value ?? {}) as Record<string, unknown>;
    return Object.entries(meta.shape).flatMap(([k, f]) => settingRows((f as Field<unknown>).meta, v[k], path ? `${path}.${k}` : k));
  }
  if (meta.kind === 'list') {
    return [{ path, meta, value }, ...settingRows(meta.item.meta, meta.item.parse(undefined), `${path}[]`)];
  }
  return [{ path, meta, value }];
}

function Bounds({ meta }: { meta: FieldMeta }) {
  const { t } = useTranslation('devGallery');
  switch (meta.kind) {
    case 'number':
      return <>{`${meta.bound.min} – ${meta.bound.max}${meta.unit ? ` ${meta.unit}` : ''}${meta.integer ? '' : ' (decimal)'}`}</>;
    case 'choice':
      return <>{meta.options.join(' | ')}</>;
    case 'text':
    case 'i18n':
      return (
        <>
          {t('chars', { n: meta.maxLength })}
          {meta.kind === 'i18n' && meta.html ? ' · HTML' : ''}
        </>
      );
    case 'list':
    case 'blocks':
      return <>{t('max', { n: meta.max })}</>;
    default:
      return null;
  }
}

/**
 * `/wvDev`, the development view: every block type grouped by purpose, drawn with its defaults, with the
 * table of its settings (kind, bounds, default) read from its definition, its version and migrations.
 */
export function DevGallery() {
  const { t, i18n } = useTranslation('devGallery');
  const lang = currentLangOf(i18n.language);
  const [filter, setFilter] = useState('');
  const [width, setWidth] = useState<390 | 768 | 1280>(1280);
  const q = filter.trim().toLowerCase();
  const types = (Object.keys(BLOCKS) as BlockType[]).filter(
    (ty) => !q || ty.toLowerCase().includes(q) || Object.values(BLOCKS[ty].title).some((x) => x.toLowerCase().includes(q)),
  );
  return (
    <div className="devg">
      <header className="devg__head">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <div className="devg__bar">
          <input type="search" value={filter} placeholder={t('filter')} aria-label={t('filter')} onChange={(e) => setFilter(e.target.value)} />
          <span>{t('blocks', { count: types.length })}</span>
          <span role="group" aria-label={t('width')} className="devg__seg">
            {([390, 768, 1280] as const).map((w) => (
              <button key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)}>
                {w}px
              </button>
            ))}
          </span>
        </div>
        <nav className="devg__toc">
          {types.map((ty) => (
            <a key={ty} href={`#blk-${ty}`}>
              {pickText(BLOCKS[ty].title, lang)}
            </a>
          ))}
        </nav>
      </header>
      {BLOCK_PURPOSES.map((purpose) => {
        const list = types.filter((ty) => BLOCK_PURPOSE[ty] === purpose);
        if (!list.length) return null;
        return (
          <section key={purpose} className="devg__group" aria-labelledby={`devg-${purpose}`}>
            <h2 id={`devg-${purpose}`}>{pickText(BLOCK_PURPOSE_TITLE[purpose], lang)}</h2>
            {list.map((type) => {
              const def = BLOCKS[type];
              const from = Object.keys(def.migrations);
              const rows = settingRows(def.schema.meta, def.defaults);
              return (
                <article key={type} id={`blk-${type}`} className="devg__block" data-block-type={type}>
                  <h3>
                    {pickText(def.title, lang)} <code>{type}</code>
                  </h3>
                  <p className="devg__meta">
                    {t('version', { v: def.version })} · {from.length ? t('migrations', { list: from.join(', ') }) : t('noMigrations')} · {def.title.zh_HK} /{' '}
                    {def.title.zh_CN} / {def.title.en}
                  </p>
                  <div className="devg__preview" style={{ maxWidth: width }} aria-label={t('preview')} data-empty={t('nothing')}>
                    <ShowEmptyBlocksContext.Provider value={true}>
                      <BlockList blocks={[{ id: `dev-${type}`, type, version: def.version, props: def.defaults as Record<string, unknown> }]} preview />
                    </ShowEmptyBlocksContext.Provider>
                  </div>
                  <details>
                    <summary>
                      {t('showSettings')} ({rows.length})
                    </summary>
                    <table className="devg__table">
                      <ColumnHeads labels={[t('setting'), t('kind'), t('bounds'), t('default')]} />
                      <tbody>
                        {rows.map((r) => (
                          <tr key={r.path}>
                            <td>
                              <code>{r.path}</code>
                            </td>
                            <td>{r.meta.kind}</td>
                            <td>
                              <Bounds meta={r.meta} />
                            </td>
                            <td>
                              <code className="devg__value">
                                {r.meta.kind === 'object' || r.meta.kind === 'list' ? (r.meta.kind === 'list' ? '[]' : '') : JSON.stringify(r.value)}
                              </code>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </details>
                </article>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
