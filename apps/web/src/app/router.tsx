import { createBrowserRouter, type RouteObject } from 'react-router';
import { Root } from './Root.tsx';
import { PageRoute } from './pages/PageRoute.tsx';
import { UnknownPage } from './pages/UnknownPage.tsx';
import { RedirectRoute } from './pages/RedirectRoute.tsx';
import type { RouteHandle } from './route-handle.ts';

/** Online shop screens show the online-shop bar. */
const ONLINE_SHELL = { shell: { onlineMenu: true } } satisfies RouteHandle;

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
      { path: '/goodsList', lazy: async () => ({ Component: (await import('../features/catalogue/GoodsListScreen.tsx')).GoodsListScreen }), handle: ONLINE_SHELL },
      { path: '/onlineProductCategory', lazy: async () => ({ Component: (await import('../features/catalogue/CategoryScreen.tsx')).CategoryScreen }), handle: ONLINE_SHELL },
      { path: '/product', lazy: async () => ({ Component: (await import('../features/catalogue/ProductScreen.tsx')).ProductScreen }), handle: ONLINE_SHELL },
      { path: '*', element: <UnknownPage />, handle: { shell: { onlineMenu: false } } satisfies RouteHandle },
    ],
  },
];

export const router = createBrowserRouter(routes);
