import { useTranslation } from 'react-i18next';
import { TargetLink } from '../../lib/navigation.tsx';

/** A small fixed corner entry to the online shop, desktop only. */
export function CornerBanner() {
  const { t } = useTranslation('shell');
  return (
    <TargetLink target={{ kind: 'home', site: 'online' }} className="shell__corner">
      {t('cornerShop')}
    </TargetLink>
  );
}
