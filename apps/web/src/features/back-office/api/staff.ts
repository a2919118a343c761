import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  boListStaff,
  type CallRequest,
  type boCreateStaff,
  type boResetStaffPassword,
  type boSetStaffDisabled,
  type boSetStaffRoles,
  type boSetStaffShop,
} from '@shop/contract';
import { useCallList } from '../../../lib/call-query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { isStaleSave } from '../parts/version-conflict.tsx';
import { boKeys } from './keys.ts';

/** Staff accounts (role 6). */
export const useStaffList = (input: { pageNo: number; pageSize: number; search: string }) => useCallList(boKeys.staffList(input), boListStaff, input);

export const createStaff = (input: CallRequest<typeof boCreateStaff>) => callApi<typeof boCreateStaff>('app/backOffice/staff/create', input);
export const setStaffDisabled = (input: CallRequest<typeof boSetStaffDisabled>) =>
  callApi<typeof boSetStaffDisabled>('app/backOffice/staff/setDisabled', input);
export const resetStaffPassword = (input: CallRequest<typeof boResetStaffPassword>) =>
  callApi<typeof boResetStaffPassword>('app/backOffice/staff/resetPassword', input);
export const setStaffRoles = (input: CallRequest<typeof boSetStaffRoles>) => callApi<typeof boSetStaffRoles>('app/backOffice/staff/setRoles', input);

export const setStaffShop = (input: CallRequest<typeof boSetStaffShop>) => callApi<typeof boSetStaffShop>('app/backOffice/staff/setShop', input);

export function useStaffWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: boKeys.all });
  // A change drawn from an older row is refused (409, decision 240): the list reloads so the row shows
  // what is there now, and the refusal's message says who changed it and when.
  const onError = (err: unknown) => (isStaleSave(err) ? client.invalidateQueries({ queryKey: boKeys.staff() }) : undefined);
  return {
    create: useMutation({ mutationFn: createStaff, onSuccess }),
    setDisabled: useMutation({ mutationFn: setStaffDisabled, onSuccess, onError }),
    resetPassword: useMutation({ mutationFn: resetStaffPassword, onSuccess }),
    setRoles: useMutation({ mutationFn: setStaffRoles, onSuccess, onError }),
    setShop: useMutation({ mutationFn: setStaffShop, onSuccess, onError }),
  };
}
