import type { storeGet } from '@shop/contract';
import i18next from 'i18next';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { officialCall } from './official-call.ts';

/** Reading the shop failed: "Server Update, Please refresh page." in the current language, then rejected (blocks §8). */
const warnServerUpdate = () => void dialogs.alert(i18next.t('common:serverUpdate'), { kind: 'warning' });

/** The query of storeGet (the query convention: fetch, key, options, hook); the server render prefetches it. */
export const {
  fetch: fetchStoreGet,
  key: storeGetKey,
  query: storeGetQuery,
  use: useStoreGet,
} = officialCall<typeof storeGet>('app/store/get', 'storeGet', warnServerUpdate);
