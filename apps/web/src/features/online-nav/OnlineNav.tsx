import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pickText, type CategoryNode, type MenuItem, type MenuLeaf, wireText } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { TargetLink } from '../../lib/navigation.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { useMember } from '../../lib/member.ts';
import { useNavLayout } from '../../lib/screen.ts';
import { catalogueQueries } from '../../lib/catalogue.ts';
import { SearchBox } from './SearchBox.tsx';
import './online-nav.css';
import './strings.ts';

/**
 * The online-shop bar (core §2): search (Enter goes to /goodsList?searchCode=), the login entry, the
 * wishlist and cart icons, and the online menu with hover sub-options whose category names come live
 * from categoryList. The app passes the wishlist and cart entries (counts, side cart) in; without them
 * plain links are drawn.
 */
export function OnlineNav({ wishlistEntry, cartEntry }: { wishlistEntry?: ReactNode; cartEntry?: ReactNode } = {}) {
  const { t } = useTranslation('onlineNav');
  const { app } = useAppData();
  const layout = useNavLayout();
  const lang = currentLang();
  const location = useLocation();
  const categories = useQuery(catalogueQueries.categories());
  const names = useMemo(() => {
    const map = new Map<number, CategoryNode>();
    const walk = (list: CategoryNode[]) => list.forEach((c) => (map.set(c.id, c), walk(c.childrenList)));
    walk(categories.data ?? []);
    return map;
  }, [categories.data]);
  // Category entries show the live category name; other entries their configured title.
  const title = (entry: MenuLeaf) => {
    const live = entry.categoryId === undefined ? undefined : names.get(entry.categoryId);
    return live ? wireText(live, 'title', lang) : pickText(entry.title, lang);
  };
  if (location.pathname === '/login') return null;
  const menu = app.appInfo.menus.online;
  return (
    // A named region: the account, wishlist and cart entries belong to a landmark like the rest.
    <section className="online-nav" aria-label={t('shopBar')}>
      <div className="online-nav__bar">
        <SearchBox />
        <div className="online-nav__actions">
          <AccountEntry />
          {wishlistEntry ?? (
            <Link to="/wishlist" className="online-nav__action" aria-label={t('wishlist')}>
              <HeartIcon />
            </Link>
          )}
          {cartEntry ?? (
            <Link to="/onlineCart" className="online-nav__action" aria-label={t('cart')}>
              <BagIcon />
            </Link>
          )}
        </div>
      </div>
      {menu.length > 0 && (
        <nav className={`online-nav__menu online-nav__menu--${layout}`} aria-label={t('shopMenu')}>
          <ul>
            {menu.map((item, i) => (
              <MenuEntry key={i} item={item} title={title} desktop={layout === 'desktop'} />
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}

/** "Log in" for a guest; the greeting leading to my account for a logged-in member. */
function AccountEntry() {
  const { t } = useTranslation('onlineNav');
  const { user, loggedIn } = useMember();
  if (!loggedIn) {
    return (
      <Link to="/login" className="online-nav__action">
        <UserIcon />
        <span>{t('login')}</span>
      </Link>
    );
  }
  const name = user ? user.nickname || user.firstName : '';
  return (
    <Link to="/onlineMyAccount" className="online-nav__action" data-testid="online-nav-account">
      <UserIcon />
      <span>{name ? t('greeting', { name }) : t('myAccount')}</span>
    </Link>
  );
}

function MenuEntry({ item, title, desktop }: { item: MenuItem; title: (e: MenuLeaf) => string; desktop: boolean }) {
  return (
    <li className="online-nav__item">
      <TargetLink target={item.link} className="online-nav__link">
        {title(item)}
      </TargetLink>
      {desktop && item.children.length > 0 && (
        <div className="online-nav__sub">
          {item.children.map((group, i) => (
            <div key={i} className="online-nav__group">
              <TargetLink target={group.link} className="online-nav__group-title">
                {title(group)}
              </TargetLink>
              {group.children.map((leaf, j) => (
                <TargetLink key={j} target={leaf.link} className="online-nav__leaf">
                  {title(leaf)}
                </TargetLink>
              ))}
            </div>
          ))}
        </div>
      )}
    </li>
  );
}

const icon = { width: 22, height: 22, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, 'aria-hidden': true } as const;
const UserIcon = () => (
  <svg {...icon}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
const HeartIcon = () => (
  <svg {...icon}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z" />
  </svg>
);
const BagIcon = () => (
  <svg {...icon}>
    <path d="M5 8h14l-1 13H6L5 8z" />
    <path d="M9 8V6a3 3 0 016 0v2" />
  </svg>
);
