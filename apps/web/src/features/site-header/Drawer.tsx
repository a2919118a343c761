import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type MenuItem } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { useGo } from '../../lib/navigation.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { back, choose, CLOSED, drawerEntries, drawerHeading, menuTarget, OPENED, reset, type DrawerState } from './drawer-levels.ts';

const useMemberToken = () => useSyncExternalStore(session.subscribe, session.memberToken, () => null);

/**
 * The phone's three-level menu drawer (blocks §2), loaded when the menu button is first pressed
 * (decision 160): the first script of a page carries only the button.
 */
export function Drawer({ menu, onClose, memberEntry: MemberEntry }: { menu: MenuItem[]; onClose: () => void; memberEntry: ComponentType | null }) {
  const { t } = useTranslation('siteHeader');
  const [state, setState] = useState<DrawerState>(OPENED);
  // Closing (back at level 0, a link, the mask, Escape, a language) unmounts the drawer; the next opening starts at level 0.
  const onChange = (next: DrawerState) => (next.open ? setState(next) : onClose());
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
          <button
            type="button"
            ref={backRef}
            className="site-header__back"
            data-autofocus
            onClick={() => onChange(back(state))}
            aria-label={state.level === 0 ? t('closeMenu') : t('back')}
          >
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
