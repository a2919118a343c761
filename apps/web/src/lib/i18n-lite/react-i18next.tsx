import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import i18next, { type I18nLite, type TFunction } from './i18next.ts';

/*
 * The part of react-i18next the storefront uses (decision 160; the browser build resolves
 * `react-i18next` here): `useTranslation(ns)` answering `{ t, i18n, ready }` (also as a tuple) and
 * re-rendering when the language changes, `I18nextProvider`, `initReactI18next`. Catalogues are in
 * memory before a screen renders (lib/i18n.ts), so there is nothing to suspend for.
 */

const I18nContext = createContext<{ i18n: I18nLite } | null>(null);

export const initReactI18next = { type: '3rdParty' as const, init: () => {} };

export function I18nextProvider({ i18n, children }: { i18n: I18nLite; defaultNS?: string; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n }), [i18n]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useTranslation(ns?: string | string[], options?: { lng?: string; i18n?: I18nLite }) {
  const fromContext = useContext(I18nContext)?.i18n;
  const i18n = options?.i18n ?? fromContext ?? i18next;
  const lng = useSyncExternalStore(
    (notify) => {
      i18n.on('languageChanged', notify);
      return () => i18n.off('languageChanged', notify);
    },
    () => options?.lng ?? i18n.language,
    () => options?.lng ?? i18n.language,
  );
  const first = Array.isArray(ns) ? ns[0] : ns;
  const t = useMemo<TFunction>(() => i18n.getFixedT(lng, first ?? null), [i18n, lng, first]);
  return useMemo(() => Object.assign([t, i18n, true] as [TFunction, I18nLite, boolean], { t, i18n, ready: true }), [t, i18n]);
}
