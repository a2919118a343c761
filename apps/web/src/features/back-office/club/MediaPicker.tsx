import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors.ts';
import { Pager, SearchBox, useDebounced } from '../list-tools.tsx';
import { useMediaPage } from './club-api.ts';

/**
 * An image field: the stored address (/media/… or https://…) typed or picked from the media library
 * (`app/media/*`, shared with the page editor). When the library refuses the account, typing still works.
 */
export function ImageField({ label, value, onChange, required, testId }: { label: string; value: string; onChange: (v: string) => void; required?: boolean; testId?: string }) {
  const { t } = useTranslation('boClub');
  const [open, setOpen] = useState(false);
  return (
    <div className="bo-field">
      <label className="bo-field">
        <span>{label}</span>
        <input required={required} value={value} placeholder="/media/…" onChange={(e) => onChange(e.target.value.trim())} data-testid={testId} />
      </label>
      {value ? <img src={value} alt="" width={96} height={96} style={{ objectFit: 'cover' }} /> : null}
      <button type="button" className="bo-button bo-button--ghost" onClick={() => setOpen(!open)}>
        {open ? t('closePicker') : t('pickImage')}
      </button>
      {open ? (
        <MediaGrid
          onPick={(url) => {
            onChange(url);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

function MediaGrid({ onPick }: { onPick: (url: string) => void }) {
  const { t } = useTranslation('boClub');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const keyword = useDebounced(search.trim());
  const page = useMediaPage(keyword, pageNo, true);
  if (page.isError) return <p className="bo-note">{t('mediaRefused', { error: errorMessage(page.error, t) })}</p>;
  return (
    <div>
      <SearchBox
        value={search}
        onChange={(v) => {
          setSearch(v);
          setPageNo(1);
        }}
      />
      <ul className="bo-media-grid" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
        {(page.data?.list ?? []).map((m) => (
          <li key={m.key}>
            <button type="button" className="bo-button bo-button--ghost" onClick={() => onPick(m.url)} title={m.name}>
              <img src={m.url} alt={m.name} width={72} height={72} style={{ objectFit: 'cover' }} />
            </button>
          </li>
        ))}
      </ul>
      {page.data ? <Pager pageNo={pageNo} pageSize={24} total={page.data.total} onPage={setPageNo} /> : null}
    </div>
  );
}
