import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT, pickText, type MenuItem } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { TargetLink } from '../../lib/navigation.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { useNavLayout } from '../../lib/screen.ts';
import { Img } from '../../components/ui/Img.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { menuLinkTarget as menuTarget } from '../../lib/menu-link.ts';
import { NoScriptMenu } from './NoScriptMenu.tsx';
import './site-header.css';

const loadDrawer = () => import('./Drawer.tsx');
const Drawer = lazy(() => loadDrawer().then((m) => ({ default: m.Drawer })));

/**
 * The site header (blocks §2): logo to the official home (189 px wide at the top, 100 px once
 * scrolled), the configured menu — horizontal with second-level menus on hover from 1050 px, a
 * three-level drawer below — the language choice and the member entry provided by the members feature.
 * Switching layout rebuilds the menu (it is keyed by layout) and closes the drawer.
 *
 * The phone's drawer is loaded when the menu button is first pressed. Without scripts the button is a
 * `<details>` disclosure drawn by the server (`NoScriptMenu`) that opens the menu's links as nested lists.
 */
export function SiteHeader({ memberEntry: MemberEntry = null }: { memberEntry?: ComponentType | null }) {
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
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => setDrawerOpen(false), [layout]);

  const logoWidth = scrolled ? LAYOUT.HEADER_LOGO_SCROLLED_WIDTH : LAYOUT.HEADER_LOGO_MAX_WIDTH;
  return (
    <header className={`site-header${scrolled ? ' site-header--scrolled' : ''}`} data-layout={layout}>
      <div className="site-header__bar">
        {layout === 'mobile' && (
          <>
            <button
              type="button"
              className="site-header__burger site-header__burger--js"
              aria-label={t('openMenu')}
              aria-expanded={drawerOpen}
              onPointerDown={() => void loadDrawer()}
              onClick={() => setDrawerOpen(true)}
            >
              <span />
              <span />
              <span />
            </button>
            {/* React never draws a noscript's children in the browser: the server's HTML alone carries them. */}
            <noscript>{import.meta.env.SSR && <NoScriptMenu menu={menu} />}</noscript>
          </>
        )}
        <TargetLink target={{ kind: 'home', site: 'official' }} className="site-header__logo" ariaLabel={pickText(props.siteName, lang)}>
          <span className="site-header__logo-box" style={{ maxWidth: logoWidth }}>
            <Img src={props.logo} width={48} alt="" eager className="site-header__logo-img" />
            <span className="site-header__brand">{pickText(props.siteName, lang)}</span>
          </span>
        </TargetLink>
        {layout === 'desktop' && (
          <nav className="site-header__nav" aria-label={t('mainNav')} key="desktop">
            <ul>
              {menu.map((item, i) => (
                <DesktopItem key={i} item={item} />
              ))}
            </ul>
          </nav>
        )}
        <div className="site-header__tools">
          {MemberEntry && <MemberEntry />}
          {layout === 'desktop' && <LanguageSwitch className="site-header__langs" />}
        </div>
      </div>
      {layout === 'mobile' && drawerOpen && (
        <Suspense fallback={null}>
          <Drawer key="mobile" menu={menu} onClose={() => setDrawerOpen(false)} memberEntry={MemberEntry} />
        </Suspense>
      )}
    </header>
  );
}

function DesktopItem({ item }: { item: MenuItem }) {
  const lang = currentLang();
  const hasSub = item.children.length > 0;
  return (
    <li className={`site-header__item${hasSub ? ' site-header__item--sub' : ''}`}>
      <TargetLink target={menuTarget(item)} className="site-header__link">
        {pickText(item.title, lang)}
      </TargetLink>
      {hasSub && (
        <div className="site-header__sub" data-testid="header-submenu">
          {item.children.map((group, i) => (
            <div key={i} className="site-header__group">
              <TargetLink target={menuTarget(group)} className="site-header__group-title">
                {pickText(group.title, lang)}
              </TargetLink>
              {group.children.map((leaf, j) => (
                <TargetLink key={j} target={menuTarget(leaf)} className="site-header__leaf">
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
