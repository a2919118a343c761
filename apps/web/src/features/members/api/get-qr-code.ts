import { useQuery } from '@tanstack/react-query';
import { MEMBER_QR_TTL_SECONDS, type getQRCode } from '@shop/contract';
import { callApi } from '../../../lib/api-client.ts';

export const qrCodeKey = ['member', 'qrcode'] as const;

/** The member's QR code for the counter, renewed 30 s before it expires and never kept once unseen. */
export const qrCodeQuery = () => ({
  queryKey: qrCodeKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi<typeof getQRCode>('app/page/user/getQRCode', {}, { signal }),
  staleTime: (MEMBER_QR_TTL_SECONDS - 30) * 1000,
  refetchInterval: (MEMBER_QR_TTL_SECONDS - 30) * 1000,
  gcTime: 0,
});

export const useQrCode = () => useQuery(qrCodeQuery());
