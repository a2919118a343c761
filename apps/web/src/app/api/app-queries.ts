import type { getAmountFormatInfo, getAppFull, getInitInfo } from '@shop/contract';
import { callApi } from '../../lib/api-client.ts';
import { SITE } from '../../lib/config.ts';
import { bootData, bootDataReadAt } from '../../lib/boot-data.ts';

/** The site's own queries: its structure, its shop and its amount format. */
export const appKeys = {
  full: () => ['app', 'full'] as const,
  init: () => ['app', 'init'] as const,
  amountFormat: () => ['app', 'amountFormat'] as const,
};

const boot = bootData();
/** The server's embedded answers, when present, are the queries' first data (no call on first load). */
const initial = <T>(data: T | undefined) => (data === undefined ? {} : { initialData: data, initialDataUpdatedAt: bootDataReadAt });
/**
 * getAppFull's answer cut down to the first screen (decision 167): every page's props, the blocks of the
 * pages it draws. It stands in for the whole answer until the visitor moves on.
 */
export const outline = boot?.pagesWithBlocks ? { app: boot.appFull, pages: new Set(boot.pagesWithBlocks) } : null;

export const appQueries = {
  full: {
    queryKey: appKeys.full(),
    queryFn: () => callApi<typeof getAppFull>('app/weaver/getAppFull', { ...SITE, status: 'release' }),
    staleTime: 300_000,
    ...initial(outline ? undefined : boot?.appFull),
  },
  init: {
    queryKey: appKeys.init(),
    queryFn: () => callApi<typeof getInitInfo>('app/system/getInitInfo', { merchantCode: SITE.merchantCode, storeCode: SITE.storeCode }),
    staleTime: Infinity,
    ...initial(boot?.initInfo),
  },
  amount: {
    queryKey: appKeys.amountFormat(),
    queryFn: () => callApi<typeof getAmountFormatInfo>('app/system/getAmountFormatInfo', {}),
    staleTime: Infinity,
    ...initial(boot?.amountFormat),
  },
} as const;

/** The editor's draft of the site, for a page framed by the editor before the editor has sent it (staff only). */
export const fetchDraftApp = () => callApi<typeof getAppFull>('app/weaver/getAppFull', { ...SITE, status: 'draft' }, { staff: true });
