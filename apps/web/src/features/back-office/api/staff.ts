import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boCreateStaff, boListStaff, boResetStaffPassword, boSetStaffDisabled, boSetStaffRoles, boSetStaffShop } from '@shop/contract';
import { useCallList } from '../../../lib/call-query.ts';
import { callOf } from '../../../lib/call-write.ts';
import { isStaleSave } from '../parts/version-conflict.tsx';
import { boKeys } from './keys.ts';

/** Staff accounts (role 6). */
export const useStaffList = (input: { pageNo: number; pageSize: number; search: string }) => useCallList(boKeys.staffList(input), boListStaff, input);

export function useStaffWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: boKeys.all });
  // A change drawn from an older row is refused (409, decision 240): the list reloads so the row shows
  // what is there now, and the refusal's message says who changed it and when.
  const onError = (err: unknown) => (isStaleSave(err) ? client.invalidateQueries({ queryKey: boKeys.staff() }) : undefined);
  return {
    create: useMutation({ mutationFn: callOf(boCreateStaff), onSuccess }),
    setDisabled: useMutation({ mutationFn: callOf(boSetStaffDisabled), onSuccess, onError }),
    resetPassword: useMutation({ mutationFn: callOf(boResetStaffPassword), onSuccess }),
    setRoles: useMutation({ mutationFn: callOf(boSetStaffRoles), onSuccess, onError }),
    setShop: useMutation({ mutationFn: callOf(boSetStaffShop), onSuccess, onError }),
  };
}
