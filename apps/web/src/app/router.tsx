import { createBrowserRouter, type RouteObject } from 'react-router';
import { Root } from './Root.tsx';
import { PageRoute } from './pages/PageRoute.tsx';
import { UnknownPage } from './pages/UnknownPage.tsx';
import { RedirectRoute } from './pages/RedirectRoute.tsx';
import type { RouteHandle } from './route-handle.ts';

/**
 * The route table of core §2, in one place. Feature screens are loaded lazily so that the home page
 * carries only the shell and the blocks. Any path not listed shows the unknown-page screen.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <PageRoute /> },
      { path: '/wv/:pageCode', element: <PageRoute /> },
      { path: '/redirect', element: <RedirectRoute /> },
      { path: '/onlineCheckout', lazy: async () => ({ Component: (await import('../features/checkout/CheckoutPage.tsx')).CheckoutPage }), handle: { requiresLogin: true } satisfies RouteHandle },
      { path: '/orderPayment', lazy: async () => ({ Component: (await import('../features/orders/OrderPages.tsx')).OrderPaymentPage }), handle: { requiresLogin: true } satisfies RouteHandle },
      { path: '/orderSuccess', lazy: async () => ({ Component: (await import('../features/orders/OrderPages.tsx')).OrderSuccessPage }), handle: { requiresLogin: true } satisfies RouteHandle },
      { path: '/orderFailure', lazy: async () => ({ Component: (await import('../features/orders/OrderPages.tsx')).OrderFailurePage }), handle: { requiresLogin: true } satisfies RouteHandle },
      // The orders section of the member account (core §2 /account/{operation}).
      { path: '/account/orders', lazy: async () => ({ Component: (await import('../features/orders/OrderPages.tsx')).MyOrdersPage }), handle: { requiresLogin: true } satisfies RouteHandle },
      { path: '*', element: <UnknownPage />, handle: { shell: { onlineMenu: false } } satisfies RouteHandle },
    ],
  },
];

export const router = createBrowserRouter(routes);
