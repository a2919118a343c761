import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CallRequest,
  viewingBook,
  viewingCancel,
  viewingGet,
  viewingMine,
  viewingMove,
  viewingSendCode,
  viewingShops,
  viewingSlots,
} from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The storefront's viewing queries (issue 44), one key factory. */
export const viewingKeys = {
  all: ['viewings'] as const,
  shops: (skuIds: number[], spuIds: number[]) => [...viewingKeys.all, 'shops', skuIds, spuIds] as const,
  slots: (input: CallRequest<typeof viewingSlots>) => [...viewingKeys.all, 'slots', input] as const,
  one: (code: string, token: string | undefined) => [...viewingKeys.all, 'one', code, token ?? null] as const,
  mine: () => [...viewingKeys.all, 'mine'] as const,
};

export const useViewingShops = (skuIds: number[], spuIds: number[]) =>
  useQuery({
    queryKey: viewingKeys.shops(skuIds, spuIds),
    queryFn: () => callApi<typeof viewingShops>('app/viewings/shops', { skuIds, spuIds }),
    enabled: skuIds.length + spuIds.length > 0,
    retry: false,
  });

export const useViewingSlots = (input: CallRequest<typeof viewingSlots> | null) =>
  useQuery({
    queryKey: viewingKeys.slots(input ?? { storeCode: '', skuIds: [], day: '' }),
    queryFn: () => callApi<typeof viewingSlots>('app/viewings/slots', input!),
    enabled: input !== null,
    retry: false,
  });

export const useViewing = (code: string, token: string | undefined) =>
  useQuery({
    queryKey: viewingKeys.one(code, token),
    queryFn: () => callApi<typeof viewingGet>('app/viewings/get', { code, ...(token ? { token } : {}) }),
    retry: false,
  });

export const useMyViewings = () => useQuery({ queryKey: viewingKeys.mine(), queryFn: () => callApi<typeof viewingMine>('app/viewings/mine', {}) });

export const sendViewingCode = (input: CallRequest<typeof viewingSendCode>) => callApi<typeof viewingSendCode>('app/viewings/sendCode', input);

/** Booking, cancelling and moving: each drops the viewing queries (slots, the booking, the member's list). */
export function useViewingActions() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: viewingKeys.all });
  return {
    book: useMutation({ mutationFn: (input: CallRequest<typeof viewingBook>) => callApi<typeof viewingBook>('app/viewings/book', input), onSuccess: done }),
    cancel: useMutation({
      mutationFn: (input: CallRequest<typeof viewingCancel>) => callApi<typeof viewingCancel>('app/viewings/cancel', input),
      onSuccess: done,
    }),
    move: useMutation({ mutationFn: (input: CallRequest<typeof viewingMove>) => callApi<typeof viewingMove>('app/viewings/move', input), onSuccess: done }),
  };
}
