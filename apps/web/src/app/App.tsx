import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { initI18n, currentLang } from '../lib/i18n.ts';
import type { Lang } from '@shop/contract';
import { configureApiClient } from '../lib/api-client.ts';
import { CATALOGUES } from './i18n-resources.ts';
import { handleUnauthenticated } from './unauthenticated.ts';

/**
 * Sets up i18next (in `lang`) and the API client once; the browser entry (main.tsx) and the server
 * entry (entry-server.tsx) both start here.
 */
export function setUpApp(lang?: Lang): I18n {
  const i18n = initI18n(CATALOGUES, lang);
  configureApiClient({
    lang: currentLang,
    onUnauthenticated: handleUnauthenticated,
    // `lng` named on each lookup: a server render's language is its request's, not the shared instance's.
    knownErrorText: (code) => (i18n.exists(`common:error_${code}`) ? i18n.t(`common:error_${code}`, { lng: currentLang() }) : undefined),
    unknownErrorText: () => i18n.t('common:unknownError', { lng: currentLang() }),
  });
  return i18n;
}

/** The query client of one browser page, or of one server render. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (count, error) => count < 2 && (error as { status?: number }).status === 0,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** i18n and the query client around the router (a browser router, or the server's static one). */
export function AppProviders({ i18n, queryClient, children }: { i18n: I18n; queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
