import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BLOCKS, normalizeBlock, type AppFull, type BlockType } from '@shop/contract';
import { AppDataContext, type AppData } from '../lib/app-context.ts';

/**
 * Tests only: a block renderer server-rendered with its normalised settings, inside the providers a page
 * gives it (app data for `app`, a query client, a router at `url`).
 */
export function renderBlockForTest<T extends BlockType>(
  app: AppFull,
  type: T,
  Renderer: ComponentType<{ id: string; props: never }>,
  props: Record<string, unknown>,
  url: string,
  viewMode: AppData['viewMode'] = 'view',
) {
  const b = normalizeBlock({ id: 'x', type, version: BLOCKS[type].version, props });
  if (!b.known) throw new Error('unknown');
  const data: AppData = {
    app,
    currencySymbol: 'HK$',
    amountFormat: { roundingmethod: 'D', truncdigit: 2, salesAmtTruncdigit: 2 },
    runMode: 'normal',
    viewMode,
  };
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <AppDataContext.Provider value={data}>
        <MemoryRouter initialEntries={[url]}>
          <Renderer id="x" props={b.props as never} />
        </MemoryRouter>
      </AppDataContext.Provider>
    </QueryClientProvider>,
  );
}
