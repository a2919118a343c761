import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { CallDef, CallRequest } from '@shop/contract';
import { callApi } from './api-client.ts';

/*
 * The two reads every back-office list and form make through a contract call, posted to the call's own
 * path; the key comes from the feature's key factory (decision 431).
 */

/** A page of a list: the page shown stays on screen while the next one loads. */
export const useCallList = <C extends CallDef>(queryKey: QueryKey, call: C, input: CallRequest<C>) =>
  useQuery({ queryKey, queryFn: () => callApi<C>(call.path, input), placeholderData: keepPreviousData });

/**
 * The record a form edits, by its `id` (with `more` of the request, as a record's kind): read afresh
 * whenever the form opens, since its version guards the save (decision 240); nothing while it is new.
 */
export const useEditedRecord = <C extends CallDef>(queryKey: QueryKey, call: C, id: number | null, more?: Omit<CallRequest<C>, 'id'>) =>
  useQuery({
    queryKey,
    queryFn: () => callApi<C>(call.path, { ...more, id: id! } as CallRequest<C>),
    enabled: id !== null,
    staleTime: 0,
  });
