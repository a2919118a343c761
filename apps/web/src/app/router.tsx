import { Suspense, useMemo } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteMatchesContext, type RouteMatch } from '../lib/route-matches.ts';
import { lazyScreen } from './lazy-screen.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { Root } from './Root.tsx';
import { PageRoute } from './pages/PageRoute.tsx';
import { UnknownPage } from '../components/ui/UnknownPage.tsx';
import { RedirectRoute } from './pages/RedirectRoute.tsx';
import type { RouteHandle } from './route-handle.ts';
import { ACCOUNT_ORDERS_TAB, ACCOUNT_POINTS_HISTORY, ACCOUNT_REDEMPTIONS_TAB, ACCOUNT_VIEWINGS_TAB } from './shell/slots.tsx';

/** A route of the table: its screen's file loads with `preload` (the server render and hydration wait for it). */
export type AppRoute = Omit<RouteObject, 'children' | 'index' | 'lazy'> & { preload?: () => Promise<void>; children?: AppRoute[] };

/** A route whose screen is a file of its own (app/lazy-screen.tsx). */
function screen(load: () => Promise<React.ComponentType>): Pick<AppRoute, 'element' | 'preload'> {
  const Screen = lazyScreen(load);
  return { element: <Screen />, preload: Screen.preload };
}

/** Member screens (features/members), each a lazy chunk. */
const members = () => import('../features/members/routes.ts');
const memberRoutes: AppRoute[] = [
  { path: '/login', ...screen(async () => (await members()).LoginPage), handle: { shell: { onlineMenu: false } } satisfies RouteHandle },
  { path: '/loginTips', ...screen(async () => (await members()).LoginTipsPage) },
  { path: '/register', ...screen(async () => (await members()).RegisterPage) },
  { path: '/successRegistration', ...screen(async () => (await members()).SuccessRegistrationPage) },
  { path: '/forgetPassword', ...screen(async () => (await members()).ForgetPasswordPage) },
  { path: '/firstSignIn', ...screen(async () => (await members()).FirstSignInPage) },
  { path: '/modifyPassword', ...screen(async () => (await members()).ModifyPassword), handle: { requiresLogin: true } satisfies RouteHandle },
  {
    path: '/modifyPasswordFirstLogin',
    ...screen(async () => (await members()).ModifyPasswordFirstLogin),
    handle: { requiresLogin: true } satisfies RouteHandle,
  },
  { path: '/modifyPasswordToUpgrade', ...screen(async () => (await members()).ModifyPasswordToUpgrade), handle: { requiresLogin: true } satisfies RouteHandle },
  { path: '/personalData', ...screen(async () => (await members()).PersonalDataPage), handle: { requiresLogin: true } satisfies RouteHandle },
  ...['/onlineMyAccount', '/account/:operation'].map((path) => ({
    path,
    ...screen(async () => {
      const { AccountPage } = await members();
      return () => (
        <AccountPage
          ordersTab={ACCOUNT_ORDERS_TAB}
          pointsHistory={ACCOUNT_POINTS_HISTORY}
          redemptionsTab={ACCOUNT_REDEMPTIONS_TAB}
          viewingsTab={ACCOUNT_VIEWINGS_TAB}
        />
      );
    }),
    handle: { requiresLogin: true } satisfies RouteHandle,
  })),
];

/** Staff screens run without the storefront's header and footer: the staff area draws its own bar. */
const STAFF_SHELL: RouteHandle['shell'] = { cornerBanner: false, headNav: false, onlineMenu: false, clubMenu: false, footer: false, scrollTop: false };
const staff = (roleCodeList?: number[]): RouteHandle => ({ shell: STAFF_SHELL, clientOnly: true, ...(roleCodeList ? { roleCodeList } : {}) });
const cateringScreen = (name: 'CateringHomePage' | 'QueryMemberPointPage' | 'DeductPointPage') =>
  screen(async () => (await import('../features/staff-area/CateringPages.tsx'))[name]);
const brandScreen = (name: 'PeoniaRegisterPage' | 'PrinceRegisterPage') =>
  screen(async () => (await import('../features/staff-area/BrandRegisterPage.tsx'))[name]);

/**
 * A screen whose chunk stays out of the server render (the editor, the back office, the block gallery):
 * the server build replaces its loader by an empty screen; its route is `clientOnly`, so neither the
 * server nor the hydration draws it.
 */
const browserOnly = (load: () => Promise<React.ComponentType>) => screen(import.meta.env.SSR ? async () => () => null : load);

/** Club screens show the club menu instead of the online-shop bar. */
const CLUB_SHELL = { shell: { onlineMenu: false, clubMenu: true } } satisfies RouteHandle;
/** Online shop screens show the online-shop bar. */
const ONLINE_SHELL = { shell: { onlineMenu: true } } satisfies RouteHandle;

/**
 * The route table of core §2, in one place. Feature screens are loaded lazily so that the home page
 * carries only the shell and the blocks. Any path not listed shows the unknown-page screen.
 */
export const routes: AppRoute[] = [
  {
    // Root itself failing: the error screen without the shell.
    element: (
      <WithErrorScreen>
        <Root />
      </WithErrorScreen>
    ),
    children: [
      {
        // A screen failing (or its lazy file missing after a deploy): the error screen inside the shell.
        element: (
          <WithErrorScreen>
            <Suspense fallback={<div className="boot" aria-busy="true" />}>
              <Outlet />
            </Suspense>
          </WithErrorScreen>
        ),
        children: [
          { path: '/', element: <PageRoute /> },
          { path: '/wv/:pageCode', element: <PageRoute /> },
          { path: '/redirect', element: <RedirectRoute /> },
          {
            // The staff area (core §2): its own bar and route guard; roleCodeList mirrors the server's checks.
            ...screen(async () => (await import('../features/staff-area/StaffArea.tsx')).StaffArea),
            handle: staff(),
            children: [
              { path: '/staffLogin', ...screen(async () => (await import('../features/staff-area/StaffLoginPage.tsx')).StaffLoginPage), handle: staff() },
              {
                path: '/registerByStaff',
                ...screen(async () => (await import('../features/staff-area/RegisterByStaffPage.tsx')).RegisterByStaffPage),
                handle: staff([2]),
              },
              {
                path: '/registerByStaff/redemptionPickup',
                ...screen(async () => (await import('../features/club/CounterPickupPage.tsx')).CounterPickupPage),
                handle: staff([2]),
              },
              {
                path: '/crmAdminCode',
                ...screen(async () => (await import('../features/staff-area/CrmAdminCodePage.tsx')).CrmAdminCodePage),
                handle: staff([3]),
              },
              { path: '/cateringDepartment', ...cateringScreen('CateringHomePage'), handle: staff([4]) },
              { path: '/cateringDepartment/queryMemberPoint', ...cateringScreen('QueryMemberPointPage'), handle: staff([4]) },
              { path: '/cateringDepartment/deductPoint', ...cateringScreen('DeductPointPage'), handle: staff([4]) },
              { path: '/peoniaRegister', ...brandScreen('PeoniaRegisterPage'), handle: staff() },
              { path: '/princeRegister', ...brandScreen('PrinceRegisterPage'), handle: staff() },
              // Every staff role: their own signed-in devices (issue 38).
              {
                path: '/staffDevices',
                ...screen(async () => (await import('../features/staff-area/StaffDevicesPage.tsx')).StaffDevicesPage),
                handle: staff([2, 3, 4, 5, 6]),
              },
              // The back office (issue 14): its own chunk; role 5 keeps the site's records, role 6 accounts and audit.
              {
                path: '/backOffice/*',
                ...browserOnly(async () => (await import('../features/back-office/BackOfficeApp.tsx')).BackOfficeApp),
                handle: staff([2, 3, 5, 6]),
              },
            ],
          },
          {
            path: '/onlineCheckout',
            ...screen(async () => (await import('../features/checkout/CheckoutPage.tsx')).CheckoutPage),
            handle: { ...ONLINE_SHELL, requiresLogin: true } satisfies RouteHandle,
          },
          {
            path: '/orderPayment',
            ...screen(async () => (await import('../features/orders/OrderPages.tsx')).OrderPaymentPage),
            handle: { ...ONLINE_SHELL, requiresLogin: true } satisfies RouteHandle,
          },
          {
            path: '/orderSuccess',
            ...screen(async () => (await import('../features/orders/OrderPages.tsx')).OrderSuccessPage),
            handle: { ...ONLINE_SHELL, requiresLogin: true } satisfies RouteHandle,
          },
          {
            path: '/orderFailure',
            ...screen(async () => (await import('../features/orders/OrderPages.tsx')).OrderFailurePage),
            handle: { ...ONLINE_SHELL, requiresLogin: true } satisfies RouteHandle,
          },
          ...memberRoutes,
          // Points redemption (issue 13): the club's screens, with the club menu.
          {
            path: '/redemptionConfirm',
            ...screen(async () => (await import('../features/club/RedemptionPages.tsx')).RedemptionConfirmPage),
            handle: { ...CLUB_SHELL, requiresLogin: true } satisfies RouteHandle,
          },
          {
            path: '/redemptionSuccess',
            ...screen(async () => (await import('../features/club/RedemptionPages.tsx')).RedemptionSuccessPage),
            handle: { ...CLUB_SHELL, requiresLogin: true } satisfies RouteHandle,
          },
          // Viewing appointments (issue 44): booking from a product or the wishlist, a booking opened from its message.
          { path: '/bookViewing', ...screen(async () => (await import('../features/viewings/BookViewingPage.tsx')).BookViewingPage), handle: ONLINE_SHELL },
          { path: '/viewing/:code', ...screen(async () => (await import('../features/viewings/ViewingPage.tsx')).ViewingPage), handle: ONLINE_SHELL },
          { path: '/goodsList', ...screen(async () => (await import('../features/catalogue/GoodsListScreen.tsx')).GoodsListScreen), handle: ONLINE_SHELL },
          {
            path: '/onlineProductCategory',
            ...screen(async () => (await import('../features/catalogue/CategoryScreen.tsx')).CategoryScreen),
            handle: ONLINE_SHELL,
          },
          {
            path: '/onlineCart',
            ...screen(async () => (await import('../features/cart/CartPage.tsx')).CartPage),
            handle: { ...ONLINE_SHELL, clientOnly: true } satisfies RouteHandle,
          },
          {
            path: '/wishlist',
            ...screen(async () => (await import('../features/wishlist/WishlistPage.tsx')).WishlistPage),
            handle: { ...ONLINE_SHELL, clientOnly: true } satisfies RouteHandle,
          },
          { path: '/product', ...screen(async () => (await import('../features/catalogue/ProductScreen.tsx')).ProductScreen), handle: ONLINE_SHELL },
          // The page editor and the block gallery: lazy chunks of their own, never in the storefront's script.
          {
            path: '/wvEdit',
            ...browserOnly(async () => (await import('../features/editor/EditorScreen.tsx')).EditorScreen),
            handle: { shell: STAFF_SHELL, clientOnly: true } satisfies RouteHandle,
          },
          {
            path: '/wvDev',
            ...browserOnly(async () => (await import('../features/dev-gallery/DevGallery.tsx')).DevGallery),
            handle: { shell: STAFF_SHELL, clientOnly: true } satisfies RouteHandle,
          },
          { path: '*', element: <UnknownPage />, handle: { shell: { onlineMenu: false } } satisfies RouteHandle },
        ],
      },
    ],
  },
];

function WithErrorScreen({ children }: { children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  return <RouteErrorBoundary locationKey={pathname + search}>{children}</RouteErrorBoundary>;
}

/**
 * The route table drawn for the current address (React Router's declarative routes, decision 160), with
 * the matched routes' meta for the shell, the login guard and the staff area (lib/route-matches.ts).
 */
export function AppRoutes() {
  const location = useLocation();
  const matches = useMemo<RouteMatch[]>(
    () => (matchRoutes(routes as RouteObject[], location) ?? []).map((m) => ({ handle: m.route.handle, pathname: m.pathname })),
    [location],
  );
  // No location argument: given one, React Router wraps the routes in a context of its own whose navigation
  // type is always POP, and every link would then keep the page's scroll position (ScrollOnNavigate).
  return <RouteMatchesContext.Provider value={matches}>{useRoutes(routes as RouteObject[])}</RouteMatchesContext.Provider>;
}

/** Loads the screens an address shows, before the server renders it or the browser hydrates it. */
export function preloadScreens(pathname: string): Promise<unknown> {
  const matched = matchRoutes(routes as RouteObject[], pathname) ?? [];
  return Promise.all(matched.map((m) => (m.route as AppRoute).preload?.()));
}
