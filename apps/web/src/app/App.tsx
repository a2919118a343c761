import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { initI18n, currentLang } from '../lib/i18n.ts';
import { configureApiClient } from '../lib/api-client.ts';
import { CATALOGUES } from './i18n-resources.ts';
import { router } from './router.tsx';
import { handleUnauthenticated } from './unauthenticated.ts';

const i18n = initI18n(CATALOGUES);
configureApiClient({
  lang: currentLang,
  onUnauthenticated: handleUnauthenticated,
  knownErrorText: (code) => (i18n.exists(`common:error_${code}`) ? i18n.t(`common:error_${code}`) : undefined),
  unknownErrorText: () => i18n.t('common:unknownError'),
});

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (count, error) => count < 2 && (error as { status?: number }).status === 0,
      refetchOnWindowFocus: false,
    },
  },
});

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
