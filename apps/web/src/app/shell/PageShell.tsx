import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING, type ShellVisibility } from '@shop/contract';
import { useNavLayout, useScreenMode } from '../../lib/screen.ts';
import { SiteHeader } from '../../features/site-header/SiteHeader.tsx';
import { SiteFooter } from '../../features/site-footer/SiteFooter.tsx';
import { LanguageSwitch } from '../../features/site-header/LanguageSwitch.tsx';
import { ScrollTopButton } from './ScrollTopButton.tsx';
import { CornerBanner } from './CornerBanner.tsx';
import { ONLINE_MENU, CLUB_MENU, MEMBER_ENTRY, MEMBER_ENTRY_ONLINE, PRODUCT_CARD_FAVOURITE, PRODUCT_PURCHASE } from './slots.tsx';
import { ProductCardSlots } from '../../components/ui/product-card/product-card-slots.ts';
import './page-shell.css';

const PRODUCT_CARD_SLOTS = { Favourite: PRODUCT_CARD_FAVOURITE, Purchase: PRODUCT_PURCHASE };

/**
 * The page shell of core §2: corner banner (desktop only), head navigation, online menu, club menu,
 * content, footer (shown 250 ms after the shell is created) and the scroll-to-top button.
 */
export function PageShell({ shell, children }: { shell: ShellVisibility; children: ReactNode }) {
  const { t } = useTranslation();
  const mode = useScreenMode();
  const layout = useNavLayout();
  const [footerReady, setFooterReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setFooterReady(true), TIMING.FOOTER_APPEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const OnlineMenu = ONLINE_MENU;
  const ClubMenu = CLUB_MENU;
  // The lazy menus' boundaries keep their element between renders: React drops the server HTML of a
  // boundary that receives an update before its chunk has come (the footer's timer, the window's layout),
  // and with it what the visitor typed into the menus' search boxes before hydration (issue 17).
  const onlineMenu = useMemo(
    () =>
      OnlineMenu && (
        <Suspense fallback={<div className="shell__online-menu-space" />}>
          <OnlineMenu />
        </Suspense>
      ),
    [OnlineMenu],
  );
  const clubMenu = useMemo(
    () =>
      ClubMenu && (
        <Suspense fallback={<div className="shell__club-menu-space" />}>
          <ClubMenu />
        </Suspense>
      ),
    [ClubMenu],
  );
  return (
    <div className="shell">
      <a className="shell__skip" href="#main">
        {t('skipToContent')}
      </a>
      {shell.cornerBanner && mode === 'pc' && <CornerBanner />}
      {shell.headNav && <SiteHeader memberEntry={shell.onlineMenu ? MEMBER_ENTRY_ONLINE : MEMBER_ENTRY} />}
      {shell.onlineMenu && onlineMenu}
      {shell.clubMenu && clubMenu}
      <main id="main" className="shell__main">
        <ProductCardSlots.Provider value={PRODUCT_CARD_SLOTS}>{children}</ProductCardSlots.Provider>
      </main>
      {/* Until it shows (core §2: 250 ms after the shell), the footer is in the page for visitors and
          crawlers without JavaScript (issue 17); browsers with scripts neither parse nor hydrate it. Phones
          choose a language in the drawer, which needs scripts: without them, the links come above it. */}
      {shell.footer &&
        (footerReady ? (
          <SiteFooter />
        ) : (
          <noscript>
            {shell.headNav && layout === 'mobile' && <LanguageSwitch className="shell__noscript-langs" />}
            <SiteFooter />
          </noscript>
        ))}
      {shell.scrollTop && <ScrollTopButton />}
    </div>
  );
}
