import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { TargetLink } from '../../lib/navigation.tsx';
import { useAppData } from '../../lib/app-context.ts';
import { currentLangOf } from '../../blocks/lang.ts';

/**
 * A small fixed corner entry, desktop only: what the editor set in the site's menus (text, link,
 * colours), or by default the way to the online shop.
 */
export function CornerBanner() {
  const { t, i18n } = useTranslation('shell');
  const banner = useAppData().app.appInfo.menus.cornerBanner;
  if (banner && !banner.enabled) return null;
  const text = (banner && pickText(banner.text, currentLangOf(i18n.language))) || t('cornerShop');
  return (
    // A landmark of its own, so that no content sits outside the page's regions.
    <aside aria-label={text}>
      <TargetLink
        target={banner ? banner.link : { kind: 'home', site: 'online' }}
        className="shell__corner"
        {...(banner ? { style: { background: banner.backgroundColor, color: banner.color } } : {})}
      >
        {text}
      </TargetLink>
    </aside>
  );
}
