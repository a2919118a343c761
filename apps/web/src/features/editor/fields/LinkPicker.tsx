import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLinkTarget, type LinkTarget } from '@shop/contract';
import { useEditorTools } from '../editor-context.ts';

const KINDS = ['none', 'page', 'path', 'home', 'labels', 'url', 'tel', 'mailto'] as const;
type Kind = (typeof KINDS)[number];

/** The draft fields of each kind, kept while the editor switches kinds. */
interface Parts {
  pageCode: string;
  path: string;
  query: string;
  site: 'official' | 'online' | 'membership';
  codes: string;
  url: string;
  number: string;
  email: string;
}

function partsOf(v: LinkTarget): Parts {
  return {
    pageCode: v.kind === 'page' ? v.pageCode : '',
    path: v.kind === 'path' ? v.path : '/',
    query: v.kind === 'path' && v.query ? new URLSearchParams(v.query).toString() : '',
    site: v.kind === 'home' ? v.site : 'official',
    codes: v.kind === 'labels' ? v.codes.join(',') : '',
    url: v.kind === 'url' ? v.url : 'https://',
    number: v.kind === 'tel' ? v.number : '',
    email: v.kind === 'mailto' ? v.email : '',
  };
}

/** The link the parts describe (it may still be invalid: checked by the contract's guard). */
export function targetOf(kind: Kind, p: Parts): LinkTarget | unknown {
  switch (kind) {
    case 'none':
      return { kind };
    case 'page':
      return { kind, pageCode: p.pageCode };
    case 'path': {
      const query = Object.fromEntries(new URLSearchParams(p.query.replace(/^\?/, '')));
      return Object.keys(query).length ? { kind, path: p.path, query } : { kind, path: p.path };
    }
    case 'home':
      return { kind, site: p.site };
    case 'labels':
      return { kind, codes: p.codes.split(',').map((c) => c.trim()).filter(Boolean) };
    case 'url':
      return { kind, url: p.url.trim() };
    case 'tel':
      return { kind, number: p.number.trim() };
    case 'mailto':
      return { kind, email: p.email.trim() };
  }
}

/**
 * Where a link goes (core §2 navigation targets): a page of the site, a path with query, one of the
 * three home pages, product labels, a web address, a phone number or an e-mail address. Only a target
 * the contract's guard accepts is stored; while it is not, the field says so.
 */
export function LinkPicker({ id, value, onChange, label }: { id: string; value: LinkTarget; onChange: (v: LinkTarget) => void; label: string }) {
  const { t } = useTranslation('editor');
  const { pages } = useEditorTools();
  const [kind, setKind] = useState<Kind>(value.kind);
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  useEffect(() => {
    setKind(value.kind);
    setParts((p) => ({ ...p, ...partsOf(value) }));
  }, [value]);
  const candidate = targetOf(kind, parts);
  const valid = isLinkTarget(candidate);
  const update = (k: Kind, p: Parts) => {
    setKind(k);
    setParts(p);
    const next = targetOf(k, p);
    if (isLinkTarget(next)) onChange(next);
  };
  const set = (patch: Partial<Parts>) => update(kind, { ...parts, ...patch });
  return (
    <div className="ed-link" role="group" aria-label={label}>
      <select id={id} value={kind} aria-label={`${label}: ${t('linkKind')}`} onChange={(e) => update(e.target.value as Kind, parts)}>
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`link_${k}`)}
          </option>
        ))}
      </select>
      {kind === 'page' && (
        <select aria-label={t('link_page')} value={parts.pageCode} onChange={(e) => set({ pageCode: e.target.value })}>
          <option value="">{t('choosePage')}</option>
          {pages.map((p) => (
            <option key={p.pageCode} value={p.pageCode}>
              {p.pageName} ({p.pageCode})
            </option>
          ))}
        </select>
      )}
      {kind === 'path' && (
        <>
          <input type="text" aria-label={t('linkPath')} value={parts.path} placeholder="/goodsList" onChange={(e) => set({ path: e.target.value })} />
          <input type="text" aria-label={t('linkQuery')} value={parts.query} placeholder="searchCode=ring" onChange={(e) => set({ query: e.target.value })} />
        </>
      )}
      {kind === 'home' && (
        <select aria-label={t('link_home')} value={parts.site} onChange={(e) => set({ site: e.target.value as Parts['site'] })}>
          <option value="official">{t('homeOfficial')}</option>
          <option value="online">{t('homeOnline')}</option>
          <option value="membership">{t('homeMembership')}</option>
        </select>
      )}
      {kind === 'labels' && <input type="text" aria-label={t('link_labels')} value={parts.codes} placeholder="NEW,GOLD" onChange={(e) => set({ codes: e.target.value })} />}
      {kind === 'url' && <input type="url" aria-label={t('link_url')} value={parts.url} onChange={(e) => set({ url: e.target.value })} />}
      {kind === 'tel' && <input type="tel" aria-label={t('link_tel')} value={parts.number} placeholder="+852 2345 6789" onChange={(e) => set({ number: e.target.value })} />}
      {kind === 'mailto' && <input type="email" aria-label={t('link_mailto')} value={parts.email} onChange={(e) => set({ email: e.target.value })} />}
      {!valid && <span className="ed-invalid" role="alert">{t('linkInvalid')}</span>}
    </div>
  );
}
