import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@shop/contract';
import * as calls from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';
import { callOf, useCallWrite } from '../../../lib/call-write.ts';

/** The storefront's viewing queries (issue 44), one key factory. */
export const viewingKeys = {
  all: ['viewings'] as const,
  shops: (skuIds: number[], spuIds: number[]) => [...viewingKeys.all, 'shops', skuIds, spuIds] as const,
  slots: (input: CallRequest<typeof calls.viewingSlots>) => [...viewingKeys.all, 'slots', input] as const,
  one: (code: string, token: string | undefined) => [...viewingKeys.all, 'one', code, token ?? null] as const,
  mine: () => [...viewingKeys.all, 'mine'] as const,
};

export const useViewingShops = (skuIds: number[], spuIds: number[]) =>
  useQuery({
    queryKey: viewingKeys.shops(skuIds, spuIds),
    queryFn: () => callApi<typeof calls.viewingShops>(calls.viewingShops.path, { skuIds, spuIds }),
    enabled: skuIds.length + spuIds.length > 0,
    retry: false,
  });

export const useViewingSlots = (input: CallRequest<typeof calls.viewingSlots> | null) =>
  useQuery({
    queryKey: viewingKeys.slots(input ?? { storeCode: '', skuIds: [], day: '' }),
    queryFn: () => callApi<typeof calls.viewingSlots>(calls.viewingSlots.path, input!),
    enabled: input !== null,
    retry: false,
  });

export const useViewing = (code: string, token: string | undefined) =>
  useQuery({
    queryKey: viewingKeys.one(code, token),
    queryFn: () => callApi<typeof calls.viewingGet>(calls.viewingGet.path, { code, ...(token ? { token } : {}) }),
    retry: false,
  });

export const useMyViewings = () => useQuery({ queryKey: viewingKeys.mine(), queryFn: () => callApi<typeof calls.viewingMine>(calls.viewingMine.path, {}) });

export const sendViewingCode = callOf(calls.viewingSendCode);

/** Booking, cancelling and moving: each drops the viewing queries (slots, the booking, the member's list). */
export function useViewingActions() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: viewingKeys.all });
  return {
    book: useCallWrite(calls.viewingBook, done),
    cancel: useCallWrite(calls.viewingCancel, done),
    move: useCallWrite(calls.viewingMove, done),
  };
}
