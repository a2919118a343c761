import { useTranslation } from 'react-i18next';
import { pickText, type I18nText, type LinkTarget, type MenuItem, type MenuLeaf } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { TargetLink } from '../../lib/navigation.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { menuLinkTarget as menuTarget } from '../../lib/menu-link.ts';

/**
 * The phone's menu for a browser without scripts (issue 17): the menu button as a `<details>` disclosure
 * whose panel lists the drawer's entries — the special entry, the menu with its levels as nested
 * disclosures (each with its "All" link first, as in the drawer), and Login — as plain links. Drawn by the
 * server only, inside `<noscript>` (SiteHeader), so a browser with scripts never shows or hydrates it and
 * its script stays out of the browser build; there the button opens the drawer (`Drawer.tsx`).
 */
export function NoScriptMenu({ menu }: { menu: MenuItem[] }) {
  const { t } = useTranslation('siteHeader');
  const special = useAppData().app.appInfo.menus.drawerSpecial;
  const lang = currentLang();
  return (
    <details className="site-header__nojs">
      <summary className="site-header__burger" aria-label={t('openMenu')}>
        <span />
        <span />
        <span />
      </summary>
      <nav className="site-header__nojs-menu" aria-label={t('mainNav')}>
        <ul>
          {special && (
            <li>
              <TargetLink target={menuTarget(special)} className="site-header__drawer-link site-header__drawer-link--special">
                {pickText(special.title, lang)}
              </TargetLink>
            </li>
          )}
          {menu.map((item, i) => (
            <Entry key={i} title={item.title} target={menuTarget(item)} items={item.children} />
          ))}
          <li>
            <TargetLink target={{ kind: 'path', path: '/login' }} className="site-header__drawer-link site-header__drawer-link--login">
              {t('login')}
            </TargetLink>
          </li>
        </ul>
      </nav>
    </details>
  );
}

/** A link, or for an entry with children a disclosure listing "All" (the entry's own link) and the children. */
function Entry({ title, target, items }: { title: I18nText; target: LinkTarget; items: (MenuLeaf & { children?: MenuLeaf[] })[] }) {
  const { t } = useTranslation('siteHeader');
  const lang = currentLang();
  if (!items.length) {
    return (
      <li>
        <TargetLink target={target} className="site-header__drawer-link site-header__drawer-link--link">
          {pickText(title, lang)}
        </TargetLink>
      </li>
    );
  }
  return (
    <li>
      <details>
        <summary className="site-header__drawer-link site-header__drawer-link--branch">
          <span>{pickText(title, lang)}</span>
          <span aria-hidden="true">›</span>
        </summary>
        <ul>
          <li>
            <TargetLink target={target} className="site-header__drawer-link site-header__drawer-link--all">
              {t('all')}
            </TargetLink>
          </li>
          {items.map((child, i) => (
            <Entry key={i} title={child.title} target={menuTarget(child)} items={child.children ?? []} />
          ))}
        </ul>
      </details>
    </li>
  );
}
