import { useTranslation } from 'react-i18next';
import { BLOCKS, isBlockType, pickText, type AppDraftLike as AppDraft, type DraftUnitKey } from '@shop/contract';
import { currentLangOf } from '../../blocks/lang.ts';
import { applyMyChange, myPageChanges, withUnit } from './draft-units.ts';
import { updatePage } from './draft-ops.ts';

/**
 * After a conflict's Reload: what this tab had typed into the unit, kept in view, each change to put back
 * on top of the other editor's version one by one or all at once (decision 300).
 */
export function KeptPanel({
  label,
  unit,
  base,
  mine,
  apply,
  onDone,
}: {
  label: string;
  unit: DraftUnitKey;
  base: AppDraft;
  mine: AppDraft;
  apply: (fn: (d: AppDraft) => AppDraft) => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('editor');
  const { t: td } = useTranslation('editorDrafts');
  const lang = currentLangOf(i18n.language);
  const name = (type: string) => (isBlockType(type) ? pickText(BLOCKS[type].title, lang) : type);
  const code = unit.startsWith('page:') ? unit.slice(5) : null;
  const myPage = code ? mine.pageList.find((p) => p.pageCode === code) : undefined;
  const changes = code
    ? myPageChanges(
        base.pageList.find((p) => p.pageCode === code),
        myPage,
      )
    : [];
  const onPage = (fn: (latest: NonNullable<typeof myPage>) => NonNullable<typeof myPage>) =>
    apply((d) =>
      code && myPage ? (d.pageList.some((p) => p.pageCode === code) ? updatePage(d, code, fn) : withUnit(d, mine, unit)) : withUnit(d, mine, unit),
    );
  return (
    <section className="ed-kept" aria-label={td('keptTitle', { unit: label })} data-testid="kept-work">
      <strong>{td('keptTitle', { unit: label })}</strong>
      {code && myPage && (
        <ul>
          {changes.map((c, i) => (
            <li key={i}>
              <span>
                {c.kind === 'props'
                  ? td('keptProps')
                  : c.kind === 'removed'
                    ? td('keptRemoved', { name: name(c.blockType) })
                    : t(c.kind === 'added' ? 'keptAdded' : 'keptChanged', { name: `${name(c.block.type)} · ${c.block.id}` })}
              </span>
              <button type="button" className="ed-btn ed-btn--ghost" onClick={() => onPage((latest) => applyMyChange(latest, myPage, c))}>
                {td('applyMine')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="ed-row">
        <button
          type="button"
          className="ed-btn"
          data-testid="kept-apply-all"
          onClick={() => {
            if (code && myPage) onPage((latest) => changes.reduce((p, c) => applyMyChange(p, myPage, c), latest));
            else apply((d) => withUnit(d, mine, unit));
            onDone();
          }}
        >
          {td('applyAllMine')}
        </button>
        <button type="button" className="ed-btn ed-btn--ghost" onClick={onDone}>
          {td('discardMine')}
        </button>
      </div>
    </section>
  );
}
