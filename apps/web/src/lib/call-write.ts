import { useMutation } from '@tanstack/react-query';
import type { CallDef, CallRequest, CallResponse } from '@shop/contract';
import { callApi } from './api-client.ts';

/** One contract call as a function, posted to the call's own path (never restated beside its type). */
export const callOf =
  <C extends CallDef>(call: C) =>
  (input: CallRequest<C>) =>
    callApi<C>(call.path, input);

/**
 * A write through one contract call, posted to the call's own path (never restated here); `onSuccess`
 * drops what the write changes, `fixed` is merged into every input (a bulk change's dry run).
 */
export const useCallWrite = <C extends CallDef>(call: C, onSuccess?: (r: CallResponse<C>) => unknown, fixed?: Partial<CallRequest<C>>) =>
  useMutation({
    mutationFn: (i: CallRequest<C>) => callApi<C>(call.path, fixed ? ({ ...(i as object), ...fixed } as CallRequest<C>) : i),
    ...(onSuccess ? { onSuccess } : {}),
  });
