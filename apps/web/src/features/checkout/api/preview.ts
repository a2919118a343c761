import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallRequest, Lang, preview } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { previewRequest, type PreviewInput } from '../checkout-rules.ts';

export const previewKey = (input: PreviewInput, lang: Lang) => ['order', 'preview', input, lang] as const;

/** Asks the server to price the lines (also used once more, fresh, just before an order is placed). */
export const previewCall = (input: CallRequest<typeof preview>, signal?: AbortSignal) =>
  callApi<typeof preview>('app/page/order/preview', input, signal ? { signal } : {});

export const previewQuery = (input: PreviewInput, lang: Lang) => ({
  queryKey: previewKey(input, lang),
  queryFn: ({ signal }: { signal: AbortSignal }) => previewCall(previewRequest(input, lang), signal),
  enabled: input.skuList.length > 0,
  placeholderData: keepPreviousData,
});

/** The priced preview of these lines; keeps the last answer on screen while the next one loads. */
export const usePreview = (input: PreviewInput, lang: Lang) => useQuery(previewQuery(input, lang));
