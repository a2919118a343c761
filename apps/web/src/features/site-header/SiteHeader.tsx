import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT, pickText, type MenuItem } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { TargetLink, useGo } from '../../lib/navigation.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { useNavLayout } from '../../lib/screen.ts';
import { Img } from '../../components/ui/Img.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { back, choose, CLOSED, drawerEntries, drawerHeading, menuTarget, OPENED, reset, type DrawerState } from './drawer-levels.ts';
import './site-header.css';

const useMemberToken = () => useSyncExternalStore(session.subscribe, session.memberToken, () => null);

/**
 * The site header (blocks §2): logo to the official home (189 px wide at the top, 100 px once
 * scrolled), the configured menu — horizontal with second-level menus on hover from 1050 px, a
 * three-level drawer below — the language choice and the member entry provided by the members feature.
 * Switching layout rebuilds the menu (it is keyed by layout) and closes the drawer.
 */
export function SiteHeader({ memberEntry: MemberEntry = null }: { memberEntry?: ComponentType | null }) {
  const { t } = useTranslation('siteHeader');
  const { app } = useAppData();
  const layout = useNavLayout();
  const lang = currentLang();
  const [drawer, setDrawer] = useState<DrawerState>(CLOSED);
  const [scrolled, setScrolled] = useState(false);
  const props = app.appInfo.appProps;
  const menu = app.appInfo.menus.header;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => setDrawer(reset()), [layout]);

  const logoWidth = scrolled ? LAYOUT.HEADER_LOGO_SCROLLED_WIDTH : LAYOUT.HEADER_LOGO_MAX_WIDTH;
  return (
    <header className={`site-header${scrolled ? ' site-header--scrolled' : ''}`} data-layout={layout}>
      <div className="site-header__bar">
        {layout === 'mobile' && (
          <button type="button" className="site-header__burger" aria-label={t('openMenu')} aria-expanded={drawer.open} onClick={() => setDrawer(OPENED)}>
            <span />
            <span />
            <span />
          </button>
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
      {layout === 'mobile' && drawer.open && <Drawer key="mobile" menu={menu} state={drawer} onChange={setDrawer} memberEntry={MemberEntry} />}
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

function Drawer({
  menu,
  state,
  onChange,
  memberEntry: MemberEntry,
}: {
  menu: MenuItem[];
  state: DrawerState;
  onChange: (s: DrawerState) => void;
  memberEntry: ComponentType | null;
}) {
  const { t } = useTranslation('siteHeader');
  const { go } = useGo();
  const lang = currentLang();
  const token = useMemberToken();
  const entries = drawerEntries(state, menu);
  const special = useAppData().app.appInfo.menus.drawerSpecial;
  const heading = drawerHeading(state, menu);
  const backRef = useRef<HTMLButtonElement>(null);
  // Moving between levels replaces the list under the focus: put focus back on the level's first control.
  useEffect(() => backRef.current?.focus(), [state.level]);
  return (
    <Modal className="site-header__mask" data-testid="drawer-mask" aria-label={t('menu')} onClose={() => onChange(CLOSED)}>
      <nav className="site-header__drawer" aria-label={t('mainNav')} data-level={state.level}>
        <div className="site-header__drawer-top">
          <button type="button" ref={backRef} className="site-header__back" data-autofocus onClick={() => onChange(back(state))} aria-label={state.level === 0 ? t('closeMenu') : t('back')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <span className="site-header__drawer-title">{heading ? pickText(heading, lang) : t('menu')}</span>
        </div>
        <ul>
          {state.level === 0 && special && (
            <li>
              <button
                type="button"
                className="site-header__drawer-link site-header__drawer-link--special"
                onClick={() => {
                  onChange(CLOSED);
                  go(menuTarget(special));
                }}
              >
                {pickText(special.title, lang)}
              </button>
            </li>
          )}
          {entries.map((entry, i) => (
            <li key={`${state.level}-${i}`}>
              <button
                type="button"
                className={`site-header__drawer-link site-header__drawer-link--${entry.kind}`}
                onClick={() => {
                  const next = choose(state, entry);
                  onChange(next.state);
                  if (next.navigate) go(next.navigate);
                }}
              >
                <span>{entry.kind === 'all' ? t('all') : pickText(entry.title, lang)}</span>
                {entry.kind === 'branch' && <span aria-hidden="true">›</span>}
              </button>
            </li>
          ))}
          {state.level === 0 && !token && (
            <li>
              <button
                type="button"
                className="site-header__drawer-link site-header__drawer-link--login"
                onClick={() => {
                  onChange(CLOSED);
                  go({ kind: 'path', path: '/login' });
                }}
              >
                {t('login')}
              </button>
            </li>
          )}
        </ul>
        {state.level === 0 && token && MemberEntry && (
          <div className="site-header__drawer-member">
            <MemberEntry />
          </div>
        )}
        {state.level === 0 && <LanguageSwitch className="site-header__drawer-langs" onSwitch={() => onChange(reset())} />}
      </nav>
    </Modal>
  );
}
