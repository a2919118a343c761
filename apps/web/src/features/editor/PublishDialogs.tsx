import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { EDITOR, SEED_PUBLISHER, type AppVersion, type AppVersionDiff, type PublishProblem } from '@shop/contract';
import { EditorDialog } from './EditorDialog.tsx';
import { useVersionsPage } from './editor-api.ts';
import { formatHk } from '../../lib/dates.ts';
import { currentLang } from '../../lib/i18n.ts';
import { blockTypeText, fieldPathText } from './field-path.ts';
import { LANG_SHORT } from '../../lib/lang-names.ts';

/** The publish gate's refusal: one line per problem, each taking the editor to the page and block. */
export function ProblemsDialog({ problems, onGo, onClose }: { problems: PublishProblem[]; onGo: (p: PublishProblem) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation('editor');
  const lang = currentLang();
  // Where, by name: the page, the block by its title, the setting by its label, the language by its short name.
  const where = (p: PublishProblem) =>
    [
      p.pageCode ?? t('siteWide'),
      p.blockId ? `${blockTypeText(p.blockType ?? '', lang)} #${p.blockId}` : null,
      fieldPathText(p.field, t, (k) => i18n.exists(k)),
      p.lang ? LANG_SHORT[p.lang] : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <EditorDialog title={t('problemsFound', { count: problems.length })} onClose={onClose} wide testId="publish-problems">
      <ol className="ed-problems">
        {problems.map((p, i) => (
          <li key={i}>
            <button type="button" className="ed-problems__line" onClick={() => onGo(p)}>
              <span className={`ed-tag ed-tag--${p.kind}`}>{t(`problem_${p.kind}`)}</span>
              <span>{p.message}</span>
              <span className="ed-note">{where(p)}</span>
            </button>
          </li>
        ))}
      </ol>
    </EditorDialog>
  );
}

export function DiffSummary({ diff }: { diff: AppVersionDiff }) {
  const { t } = useTranslation('editor');
  const lang = currentLang();
  const types = (list: Array<{ type: string }>) => list.map((b) => blockTypeText(b.type, lang)).join(', ');
  const lines: string[] = [];
  if (diff.appPropsChanged) lines.push(t('diffSettings'));
  if (diff.menusChanged) lines.push(t('diffMenus'));
  if (diff.pagesAdded.length) lines.push(t('diffPagesAdded', { list: diff.pagesAdded.join(', ') }));
  if (diff.pagesRemoved.length) lines.push(t('diffPagesRemoved', { list: diff.pagesRemoved.join(', ') }));
  for (const p of diff.pagesChanged) {
    const parts = [
      p.propsChanged && t('diffProps'),
      p.blocksReordered && t('diffReordered'),
      p.blocksAdded.length && t('diffAdded', { list: types(p.blocksAdded) }),
      p.blocksRemoved.length && t('diffRemoved', { list: types(p.blocksRemoved) }),
      p.blocksChanged.length && t('diffChanged', { list: types(p.blocksChanged) }),
    ].filter(Boolean);
    lines.push(`${p.pageCode}: ${parts.join('; ')}`);
  }
  if (!lines.length) return <p className="ed-note">{t('diffNone')}</p>;
  return (
    <ul className="ed-diff">
      {lines.map((l, i) => (
        <li key={i}>{l}</li>
      ))}
    </ul>
  );
}

/** Who published what and when, with each version's changes, a page at a time; view any version, roll back to it. */
export function VersionsDialog({
  onRestore,
  onView,
  onClose,
  busy,
}: {
  onRestore: (v: AppVersion) => void;
  onView: (v: AppVersion, live: boolean) => void;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('editor');
  const { t: td } = useTranslation('editorDrafts');
  const { t: tt } = useTranslation('editorTeam');
  const [pageNo, setPageNo] = useState(1);
  const versions = useVersionsPage(pageNo);
  const pages = Math.max(1, Math.ceil((versions.data?.total ?? 0) / EDITOR.VERSIONS_PAGE_SIZE));
  return (
    <EditorDialog title={t('versions')} onClose={onClose} wide testId="versions">
      {versions.isLoading && <p className="ed-note">{t('loading')}</p>}
      {versions.isError && <p className="ed-invalid">{(versions.error as Error).message}</p>}
      {versions.data && versions.data.list.length === 0 && <p className="ed-note">{t('noVersions')}</p>}
      <ol className="ed-versions">
        {versions.data?.list.map((v) => (
          <li key={v.number} className="ed-versions__item" data-version={v.number}>
            <div className="ed-versions__head">
              <strong>{t('versionN', { n: v.number })}</strong>
              {versions.data.current === v.number && <span className="ed-tag ed-tag--live">{t('live')}</span>}
              <span>{formatHk(v.publishedAt, 'dateTime', currentLang())}</span>
              <span>{v.publishedBy === SEED_PUBLISHER ? tt('seedPublisher') : v.publishedBy}</span>
              {v.restoredFrom !== null && <span className="ed-note">{t('restoredFrom', { n: v.restoredFrom })}</span>}
              <button
                type="button"
                className="ed-btn ed-btn--ghost"
                onClick={() => onView(v, versions.data.current === v.number)}
                data-testid="version-view-open"
              >
                {td('view')}
              </button>
              <button type="button" className="ed-btn ed-btn--ghost" disabled={busy || versions.data.current === v.number} onClick={() => onRestore(v)}>
                {t('rollback')}
              </button>
            </div>
            <DiffSummary diff={v.diff} />
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className="ed-row ed-settings__actions" aria-label={t('versions')}>
          <button type="button" className="ed-btn ed-btn--ghost" disabled={pageNo <= 1} onClick={() => setPageNo((n) => n - 1)}>
            {td('prevPage')}
          </button>
          <span>{td('versionPages', { page: pageNo, pages })}</span>
          <button type="button" className="ed-btn ed-btn--ghost" disabled={pageNo >= pages} onClick={() => setPageNo((n) => n + 1)} data-testid="versions-next">
            {td('nextPage')}
          </button>
        </nav>
      )}
    </EditorDialog>
  );
}
