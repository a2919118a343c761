import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CallRequest,
  boTillDayClose,
  boTillDayCurrent,
  boTillDayOpen,
  boTillDays,
  boTillExchange,
  boTillDaysExport,
  boTillLookup,
  boTillMember,
  boTillQuote,
  boTillReceipt,
  boTillReturn,
  boTillSale,
} from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { boKeys } from './keys.ts';

/** The counter as a till (issue 43): calls at the account's own shop; the merchant's list of every shop's days. */
export const tillLookupCall = (input: CallRequest<typeof boTillLookup>) => callApi<typeof boTillLookup>('app/backOffice/till/lookup', input);
export const tillMemberCall = (input: CallRequest<typeof boTillMember>) => callApi<typeof boTillMember>('app/backOffice/till/member', input);
export const tillQuoteCall = (input: CallRequest<typeof boTillQuote>) => callApi<typeof boTillQuote>('app/backOffice/till/quote', input);
export const tillSaleCall = (input: CallRequest<typeof boTillSale>) => callApi<typeof boTillSale>('app/backOffice/till/sale', input);
export const tillReceiptCall = (input: CallRequest<typeof boTillReceipt>) => callApi<typeof boTillReceipt>('app/backOffice/till/receipt', input);
export const tillReturnCall = (input: CallRequest<typeof boTillReturn>) => callApi<typeof boTillReturn>('app/backOffice/till/return', input);
export const tillExchangeCall = (input: CallRequest<typeof boTillExchange>) => callApi<typeof boTillExchange>('app/backOffice/till/exchange', input);
export const tillDayOpenCall = (input: CallRequest<typeof boTillDayOpen>) => callApi<typeof boTillDayOpen>('app/backOffice/till/day/open', input);
export const tillDayCloseCall = (input: CallRequest<typeof boTillDayClose>) => callApi<typeof boTillDayClose>('app/backOffice/till/day/close', input);
export const tillDaysExportCall = (input: CallRequest<typeof boTillDaysExport>) => callApi<typeof boTillDaysExport>('app/backOffice/tillDays/export', input);

export const tillDayQuery = () =>
  queryOptions({
    queryKey: boKeys.tillDay(),
    queryFn: ({ signal }) => callApi<typeof boTillDayCurrent>('app/backOffice/till/day/current', {}, { signal }),
  });
export const useTillDay = () => useQuery(tillDayQuery());

export const tillDaysQuery = (input: CallRequest<typeof boTillDays> & { pageNo: number }) =>
  queryOptions({
    queryKey: boKeys.tillDays(input),
    queryFn: ({ signal }) => callApi<typeof boTillDays>('app/backOffice/tillDays/list', input, { signal }),
    placeholderData: keepPreviousData,
  });
export const useTillDays = (input: CallRequest<typeof boTillDays> & { pageNo: number }) => useQuery(tillDaysQuery(input));
