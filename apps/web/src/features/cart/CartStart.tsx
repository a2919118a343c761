import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasGuestData, mergeGuestData, watchGuestStorage } from '../../lib/cart/store.ts';
import { useMemberToken } from '../../lib/session.ts';
import { currentLang } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/errors.ts';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { lineTitle } from './line-text.ts';

/**
 * Runs with the app: when a member token is held and a guest cart or wishlist waits in the browser (at
 * login, or after a reload that interrupted it), merges them into the member's and tells the member
 * which lines did not fit (core §4).
 */
export function CartStart() {
  const { t } = useTranslation('cart');
  const client = useQueryClient();
  const token = useMemberToken();
  useEffect(() => watchGuestStorage(client), [client]);
  useEffect(() => {
    if (!token || !hasGuestData()) return;
    mergeGuestData(client).then(
      (notFitted) => {
        if (!notFitted?.length) return;
        const lang = currentLang();
        const lines = notFitted.map((n) =>
          t('mergeLine', { title: (n.item && lineTitle(n.item, lang)) || t('unknownGoods'), added: n.added, wanted: n.wanted }),
        );
        void dialogs.alert([t('mergeNotFitted'), ...lines].join('\n'), { kind: 'warning' });
      },
      (err: unknown) => void dialogs.alert(errorMessage(err, t), { kind: 'error' }),
    );
  }, [token, client, t]);
  return null;
}
