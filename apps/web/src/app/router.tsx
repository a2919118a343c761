import type { RouteObject } from 'react-router';
import { Root } from './Root.tsx';
import { PageRoute } from './pages/PageRoute.tsx';
import { UnknownPage } from '../components/ui/UnknownPage.tsx';
import { RedirectRoute } from './pages/RedirectRoute.tsx';
import { RouteError } from './RouteError.tsx';
import type { RouteHandle } from './route-handle.ts';
import { ACCOUNT_ORDERS_TAB, ACCOUNT_POINTS_HISTORY, ACCOUNT_REDEMPTIONS_TAB } from './shell/slots.tsx';

/** Member screens (features/members), each a lazy chunk. */
const members = () => import('../features/members/routes.ts');
const memberRoutes: RouteObject[] = [
  { path: '/login', lazy: async () => ({ Component: (await members()).LoginPage }), handle: { shell: { onlineMenu: false } } satisfies RouteHandle },
  { path: '/loginTips', lazy: async () => ({ Component: (await members()).LoginTipsPage }) },
  { path: '/register', lazy: async () => ({ Component: (await members()).RegisterPage }) },
  { path: '/successRegistration', lazy: async () => ({ Component: (await members()).SuccessRegistrationPage }) },
  { path: '/forgetPassword', lazy: async () => ({ Component: (await members()).ForgetPasswordPage }) },
  { path: '/modifyPassword', lazy: async () => ({ Component: (await members()).ModifyPassword }), handle: { requiresLogin: true } satisfies RouteHandle },
  { path: '/modifyPasswordFirstLogin', lazy: async () => ({ Component: (await members()).ModifyPasswordFirstLogin }), handle: { requiresLogin: true } satisfies RouteHandle },
  { path: '/modifyPasswordToUpgrade', lazy: async () => ({ Component: (await members()).ModifyPasswordToUpgrade }), handle: { requiresLogin: true } satisfies RouteHandle },
  { path: '/personalData', lazy: async () => ({ Component: (await members()).PersonalDataPage }), handle: { requiresLogin: true } satisfies RouteHandle },
  ...['/onlineMyAccount', '/account/:operation'].map((path) => ({
    path,
    lazy: async () => {
      const { AccountPage } = await members();
      return { Component: () => <AccountPage ordersTab={ACCOUNT_ORDERS_TAB} pointsHistory={ACCOUNT_POINTS_HISTORY} redemptionsTab={ACCOUNT_REDEMPTIONS_TAB} /> };
    },
    handle: { requiresLogin: true } satisfies RouteHandle,
  })),
];

/** Staff screens run without the storefront's header and footer: the staff area draws its own bar. */
const STAFF_SHELL: RouteHandle['shell'] = { cornerBanner: false, headNav: false, onlineMenu: false, clubMenu: false, footer: false, scrollTop: false };
const staff = (roleCodeList?: number[]): RouteHandle => ({ shell: STAFF_SHELL, clientOnly: true, ...(roleCodeList ? { roleCodeList } : {}) });
const cateringScreen = (name: 'CateringHomePage' | 'QueryMemberPointPage' | 'DeductPointPage') => async () => ({
  Component: (await import('../features/staff-area/CateringPages.tsx'))[name],
});
const brandScreen = (name: 'PeoniaRegisterPage' | 'PrinceRegisterPage') => async () => ({
  Component: (await import('../features/staff-area/BrandRegisterPage.tsx'))[name],
});

/**
 * A screen whose chunk stays out of the server render (the editor, the back office, the block gallery):
 * the server build replaces its loader by an empty screen; its route is `clientOnly`, so neither the
 * server nor the hydration draws it.
 */
const browserOnly = (load: RouteObject['lazy']): RouteObject['lazy'] => (import.meta.env.SSR ? async () => ({ Component: () => null }) : load);

/** Club screens show the club menu instead of the online-shop bar. */
const CLUB_SHELL = { shell: { onlineMenu: false, clubMenu: true } } satisfies RouteHandle;
/** Online shop screens show the online-shop bar. */
const ONLINE_SHELL = { shell: { onlineMenu: true } } satisfies RouteHandle;

/**
 * The route table of core §2, in one place. Feature screens are loaded lazily so that the home page
 * carries only the shell and the blocks. Any path not listed shows the unknown-page screen.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    // Root itself failing: the error screen without the shell.
    errorElement: <RouteError />,
    children: [
      {
        // A screen failing (or its lazy file missing after a deploy): the error screen inside the shell.
        errorElement: <RouteError />,
        children: [
      { path: '/', element: <PageRoute /> },
      { path: '/wv/:pageCode', element: <PageRoute /> },
      { path: '/redirect', element: <RedirectRoute /> },
      {
        // The staff area (core §2): its own bar and route guard; roleCodeList mirrors the server's checks.
        lazy: async () => ({ Component: (await import('../features/staff-area/StaffArea.tsx')).StaffArea }),
        handle: staff(),
        children: [
          { path: '/staffLogin', lazy: async () => ({ Component: (await import('../features/staff-area/StaffLoginPage.tsx')).StaffLoginPage }), handle: staff() },
          { path: '/registerByStaff', lazy: async () => ({ Component: (await import('../features/staff-area/RegisterByStaffPage.tsx')).RegisterByStaffPage }), handle: staff([2]) },
          { path: '/registerByStaff/redemptionPickup', lazy: async () => ({ Component: (await import('../features/club/CounterPickupPage.tsx')).CounterPickupPage }), handle: staff([2]) },
          { path: '/crmAdminCode', lazy: async () => ({ Component: (await import('../features/staff-area/CrmAdminCodePage.tsx')).CrmAdminCodePage }), handle: staff([3]) },
          { path: '/cateringDepartment', lazy: cateringScreen('CateringHomePage'), handle: staff([4]) },
          { path: '/cateringDepartment/queryMemberPoint', lazy: cateringScreen('QueryMemberPointPage'), handle: staff([4]) },
          { path: '/cateringDepartment/deductPoint', lazy: cateringScreen('DeductPointPage'), handle: staff([4]) },
          { path: '/peoniaRegister', lazy: brandScreen('PeoniaRegisterPage'), handle: staff() },
          { path: '/princeRegister', lazy: brandScreen('PrinceRegisterPage'), handle: staff() },
          // The back office (issue 14): its own chunk; role 5 keeps the site's records, role 6 accounts and audit.
          { path: '/backOffice/*', lazy: browserOnly(async () => ({ Component: (await import('../features/back-office/BackOfficeApp.tsx')).BackOfficeApp })), handle: staff([2, 5, 6]) },
        ],
      },
      { path: '/onlineCheckout', lazy: async () => ({ Component: (await import('../features/checkout/CheckoutPage.tsx')).CheckoutPage }), handle: { ...ONLINE_SHELL, requiresLogin: true } satisfies RouteHandle },
      { path: '/orderPayment', lazy: async () => ({ Component: (await import('../features/orders/OrderPages.tsx')).OrderPaymentPage }), handle: { ...ONLINE_SHELL, requiresLogin: true } satisfies RouteHandle },
      { path: '/orderSuccess', lazy: async () => ({ Component: (await import('../features/orders/OrderPages.tsx')).OrderSuccessPage }), handle: { ...ONLINE_SHELL, requiresLogin: true } satisfies RouteHandle },
      { path: '/orderFailure', lazy: async () => ({ Component: (await import('../features/orders/OrderPages.tsx')).OrderFailurePage }), handle: { ...ONLINE_SHELL, requiresLogin: true } satisfies RouteHandle },
      ...memberRoutes,
      // Points redemption (issue 13): the club's screens, with the club menu.
      { path: '/redemptionConfirm', lazy: async () => ({ Component: (await import('../features/club/RedemptionPages.tsx')).RedemptionConfirmPage }), handle: { ...CLUB_SHELL, requiresLogin: true } satisfies RouteHandle },
      { path: '/redemptionSuccess', lazy: async () => ({ Component: (await import('../features/club/RedemptionPages.tsx')).RedemptionSuccessPage }), handle: { ...CLUB_SHELL, requiresLogin: true } satisfies RouteHandle },
      { path: '/goodsList', lazy: async () => ({ Component: (await import('../features/catalogue/GoodsListScreen.tsx')).GoodsListScreen }), handle: ONLINE_SHELL },
      { path: '/onlineProductCategory', lazy: async () => ({ Component: (await import('../features/catalogue/CategoryScreen.tsx')).CategoryScreen }), handle: ONLINE_SHELL },
      { path: '/onlineCart', lazy: async () => ({ Component: (await import('../features/cart/CartPage.tsx')).CartPage }), handle: { ...ONLINE_SHELL, clientOnly: true } satisfies RouteHandle },
      { path: '/wishlist', lazy: async () => ({ Component: (await import('../features/wishlist/WishlistPage.tsx')).WishlistPage }), handle: { ...ONLINE_SHELL, clientOnly: true } satisfies RouteHandle },
      { path: '/product', lazy: async () => ({ Component: (await import('../features/catalogue/ProductScreen.tsx')).ProductScreen }), handle: ONLINE_SHELL },
      // The page editor and the block gallery: lazy chunks of their own, never in the storefront's script.
      { path: '/wvEdit', lazy: browserOnly(async () => ({ Component: (await import('../features/editor/EditorScreen.tsx')).EditorScreen })), handle: { shell: STAFF_SHELL, clientOnly: true } satisfies RouteHandle },
      { path: '/wvDev', lazy: browserOnly(async () => ({ Component: (await import('../features/dev-gallery/DevGallery.tsx')).DevGallery })), handle: { shell: STAFF_SHELL, clientOnly: true } satisfies RouteHandle },
      { path: '*', element: <UnknownPage />, handle: { shell: { onlineMenu: false } } satisfies RouteHandle },
        ],
      },
    ],
  },
];

