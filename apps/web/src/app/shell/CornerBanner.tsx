import { useTranslation } from 'react-i18next';
import { TargetLink } from '../../lib/navigation.tsx';

/** A small fixed corner entry to the online shop, desktop only. */
export function CornerBanner() {
  const { t } = useTranslation('shell');
  return (
    // A landmark of its own, so that no content sits outside the page's regions.
    <aside aria-label={t('cornerShop')}>
      <TargetLink target={{ kind: 'home', site: 'online' }} className="shell__corner">
        {t('cornerShop')}
      </TargetLink>
    </aside>
  );
}
