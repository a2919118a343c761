import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT, pickText, type MenuItem } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { TargetLink } from '../../lib/navigation.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { useNavLayout } from '../../lib/screen.ts';
import { Img } from '../../components/ui/Img.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import './site-header.css';

/**
 * The site header: logo to the official home, the configured menu (horizontal with hover sub-menus from
 * 1050 px, a drawer below), and the language choice.
 */
export function SiteHeader() {
  const { t } = useTranslation('siteHeader');
  const { app } = useAppData();
  const layout = useNavLayout();
  const lang = currentLang();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const props = app.appInfo.appProps;
  const menu = app.appInfo.menus.header;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => setDrawerOpen(false), [layout]);

  const logoWidth = scrolled ? LAYOUT.HEADER_LOGO_SCROLLED_WIDTH : LAYOUT.HEADER_LOGO_MAX_WIDTH;
  return (
    <header className={`site-header${scrolled ? ' site-header--scrolled' : ''}`}>
      <div className="site-header__bar">
        {layout === 'mobile' && (
          <button type="button" className="site-header__burger" aria-label={t('openMenu')} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            <span />
            <span />
            <span />
          </button>
        )}
        <TargetLink target={{ kind: 'home', site: 'official' }} className="site-header__logo" ariaLabel={pickText(props.siteName, lang)}>
          <Img src={props.logo} width={48} alt="" eager className="site-header__logo-img" />
          <span className="site-header__brand" style={{ maxWidth: logoWidth }}>
            {pickText(props.siteName, lang)}
          </span>
        </TargetLink>
        {layout === 'desktop' && (
          <nav className="site-header__nav" aria-label={t('mainNav')}>
            <ul>
              {menu.map((item, i) => (
                <DesktopItem key={i} item={item} />
              ))}
            </ul>
          </nav>
        )}
        <LanguageSwitch className="site-header__langs" />
      </div>
      {layout === 'mobile' && drawerOpen && <Drawer items={menu} onClose={() => setDrawerOpen(false)} />}
    </header>
  );
}

function DesktopItem({ item }: { item: MenuItem }) {
  const lang = currentLang();
  return (
    <li className="site-header__item">
      <TargetLink target={item.link} className="site-header__link">
        {pickText(item.title, lang)}
      </TargetLink>
      {item.children.length > 0 && (
        <div className="site-header__sub">
          {item.children.map((group, i) => (
            <div key={i} className="site-header__group">
              <TargetLink target={group.link} className="site-header__group-title">
                {pickText(group.title, lang)}
              </TargetLink>
              {group.children.map((leaf, j) => (
                <TargetLink key={j} target={leaf.link} className="site-header__leaf">
                  {pickText(leaf.title, lang)}
                </TargetLink>
              ))}
            </div>
          ))}
        </div>
      )}
    </li>
  );
}

function Drawer({ items, onClose }: { items: MenuItem[]; onClose: () => void }) {
  const { t } = useTranslation('siteHeader');
  const lang = currentLang();
  return (
    <>
      <div className="site-header__mask" onClick={onClose} />
      <nav className="site-header__drawer" aria-label={t('mainNav')}>
        <button type="button" className="site-header__close" onClick={onClose} aria-label={t('closeMenu')}>
          ×
        </button>
        <ul onClick={onClose}>
          {items.map((item, i) => (
            <li key={i}>
              <TargetLink target={item.link} className="site-header__drawer-link">
                {pickText(item.title, lang)}
              </TargetLink>
            </li>
          ))}
        </ul>
        <LanguageSwitch className="site-header__drawer-langs" onSwitch={onClose} />
      </nav>
    </>
  );
}
