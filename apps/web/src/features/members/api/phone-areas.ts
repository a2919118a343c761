import { useQuery } from '@tanstack/react-query';
import type { PhoneArea } from '../phone-areas-data.ts';

const phoneAreasKeys = { all: () => ['phoneAreas'] as const };

/** The phone areas, loaded on demand (a lazy chunk of ~245 entries). */
export function usePhoneAreas(): PhoneArea[] | undefined {
  return useQuery({
    queryKey: phoneAreasKeys.all(),
    queryFn: async () => (await import('../phone-areas-data.ts')).buildPhoneAreas(),
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
}
