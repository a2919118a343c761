import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLinkTarget, type LinkTarget } from '@shop/contract';
import { useEditorTools } from '../editor-context.ts';
import { RefPicker } from '../pickers/RefPicker.tsx';
import { CodeOptions } from '../../../components/ui/CodeOptions.tsx';

/**
 * `product`, `category` and `article` are what an editor means by a link that the storage keeps as a
 * path with a query (`/product?id=15`): chosen with a picker, stored as that path.
 */
const KINDS = ['none', 'page', 'product', 'category', 'article', 'path', 'home', 'labels', 'url', 'tel', 'mailto'] as const;
type Kind = (typeof KINDS)[number];

export const PRODUCT_PATH = '/product';
export const CATEGORY_PATH = '/onlineProductCategory';
const PAGE_PATH = /^\/wv\/([A-Za-z0-9_-]+)$/;
const idOf = (s: string | undefined) => (s && /^[1-9]\d{0,9}$/.test(s) ? Number(s) : 0);

/** The picker kind a stored link reads as: a product, category or article path, else its own kind. */
export function kindOf(v: LinkTarget): Kind {
  if (v.kind !== 'path') return v.kind;
  const keys = Object.keys(v.query ?? {});
  if (v.path === PRODUCT_PATH && keys.length === 1 && idOf(v.query?.id)) return 'product';
  if (v.path === CATEGORY_PATH && keys.length === 1 && idOf(v.query?.categoryId)) return 'category';
  if (PAGE_PATH.test(v.path) && keys.length === 1 && idOf(v.query?.articleId)) return 'article';
  return 'path';
}

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
  productId?: number;
  categoryId?: number;
  articleId?: number;
  /** The page that shows one article (it holds an article detail block). */
  articlePage?: string;
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
    productId: v.kind === 'path' && v.path === PRODUCT_PATH ? idOf(v.query?.id) : 0,
    categoryId: v.kind === 'path' && v.path === CATEGORY_PATH ? idOf(v.query?.categoryId) : 0,
    articleId: v.kind === 'path' ? idOf(v.query?.articleId) : 0,
    articlePage: v.kind === 'path' ? (PAGE_PATH.exec(v.path)?.[1] ?? '') : '',
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
      return {
        kind,
        codes: p.codes
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      };
    case 'url':
      return { kind, url: p.url.trim() };
    case 'tel':
      return { kind, number: p.number.trim() };
    case 'mailto':
      return { kind, email: p.email.trim() };
    // Ids that are not chosen yet give an incomplete link, which the guard refuses and the field flags.
    case 'product':
      return p.productId ? { kind: 'path', path: PRODUCT_PATH, query: { id: String(p.productId) } } : { kind: 'path' };
    case 'category':
      return p.categoryId ? { kind: 'path', path: CATEGORY_PATH, query: { categoryId: String(p.categoryId) } } : { kind: 'path' };
    case 'article':
      return p.articleId && p.articlePage ? { kind: 'path', path: `/wv/${p.articlePage}`, query: { articleId: String(p.articleId) } } : { kind: 'path' };
  }
}

/**
 * Where a link goes (core §2 navigation targets): a page of the site, a path with query, one of the
 * three home pages, product labels, a web address, a phone number or an e-mail address. Only a target
 * the contract's guard accepts is stored; while it is not, the field says so.
 */
export function LinkPicker({ id, value, onChange, label }: { id: string; value: LinkTarget; onChange: (v: LinkTarget) => void; label: string }) {
  const { t } = useTranslation('editor');
  const { pages, articlePages = [] } = useEditorTools();
  const [kind, setKind] = useState<Kind>(kindOf(value));
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  useEffect(() => {
    setKind(kindOf(value));
    setParts((p) => {
      const next = { ...p, ...partsOf(value) };
      // Ids of the other picker kinds survive switching kinds, like the other parts.
      for (const k of ['productId', 'categoryId', 'articleId', 'articlePage'] as const) if (!next[k] && p[k]) (next as Record<string, unknown>)[k] = p[k];
      return next;
    });
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
  /** The record picker of a link to a product, a category or an article: the part holding its id. */
  const refPicker = (k: 'product' | 'category' | 'article') => {
    const part = `${k}Id` as const;
    return <RefPicker id={`${id}-${k}`} kind={k} value={parts[part] ?? 0} label={t(`link_${k}`)} onChange={(n) => set({ [part]: Number(n) || 0 })} />;
  };
  const choose = (k: Kind) => update(k, k === 'article' && !parts.articlePage && articlePages[0] ? { ...parts, articlePage: articlePages[0] } : parts);
  return (
    <div className="ed-link" role="group" aria-label={label}>
      <select id={id} value={kind} aria-label={`${label}: ${t('linkKind')}`} onChange={(e) => choose(e.target.value as Kind)}>
        <CodeOptions codes={KINDS} t={t} prefix="link_" />
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
      {kind === 'product' && refPicker('product')}
      {kind === 'category' && refPicker('category')}
      {kind === 'article' && (
        <>
          {refPicker('article')}
          <select aria-label={t('articlePage')} value={parts.articlePage ?? ''} onChange={(e) => set({ articlePage: e.target.value })}>
            <option value="">{t('choosePage')}</option>
            {pages
              .filter((p) => articlePages.length === 0 || articlePages.includes(p.pageCode) || p.pageCode === parts.articlePage)
              .map((p) => (
                <option key={p.pageCode} value={p.pageCode}>
                  {p.pageName} ({p.pageCode})
                </option>
              ))}
          </select>
        </>
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
      {kind === 'labels' && (
        <input type="text" aria-label={t('link_labels')} value={parts.codes} placeholder="NEW,GOLD" onChange={(e) => set({ codes: e.target.value })} />
      )}
      {kind === 'url' && <input type="url" aria-label={t('link_url')} value={parts.url} onChange={(e) => set({ url: e.target.value })} />}
      {kind === 'tel' && (
        <input type="tel" aria-label={t('link_tel')} value={parts.number} placeholder="+852 2345 6789" onChange={(e) => set({ number: e.target.value })} />
      )}
      {kind === 'mailto' && <input type="email" aria-label={t('link_mailto')} value={parts.email} onChange={(e) => set({ email: e.target.value })} />}
      {!valid && (
        <span className="ed-invalid" role="alert">
          {t('linkInvalid')}
        </span>
      )}
    </div>
  );
}
