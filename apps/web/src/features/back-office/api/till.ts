import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallRequest } from '@shop/contract';
import * as calls from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { callOf } from '../../../lib/call-write.ts';
import { boKeys } from './keys.ts';

/** The counter as a till (issue 43): calls at the account's own shop; the merchant's list of every shop's days. */
export const tillLookupCall = callOf(calls.boTillLookup);
export const tillMemberCall = callOf(calls.boTillMember);
export const tillQuoteCall = callOf(calls.boTillQuote);
export const tillSaleCall = callOf(calls.boTillSale);
export const tillReceiptCall = callOf(calls.boTillReceipt);
export const tillReturnCall = callOf(calls.boTillReturn);
export const tillExchangeCall = callOf(calls.boTillExchange);
export const tillDayOpenCall = callOf(calls.boTillDayOpen);
export const tillDayCloseCall = callOf(calls.boTillDayClose);
export const tillDaysExportCall = callOf(calls.boTillDaysExport);

export const tillDayQuery = () =>
  queryOptions({
    queryKey: boKeys.tillDay(),
    queryFn: ({ signal }) => callApi<typeof calls.boTillDayCurrent>(calls.boTillDayCurrent.path, {}, { signal }),
  });
export const useTillDay = () => useQuery(tillDayQuery());

export const tillDaysQuery = (input: CallRequest<typeof calls.boTillDays> & { pageNo: number }) =>
  queryOptions({
    queryKey: boKeys.tillDays(input),
    queryFn: ({ signal }) => callApi<typeof calls.boTillDays>(calls.boTillDays.path, input, { signal }),
    placeholderData: keepPreviousData,
  });
export const useTillDays = (input: CallRequest<typeof calls.boTillDays> & { pageNo: number }) => useQuery(tillDaysQuery(input));
