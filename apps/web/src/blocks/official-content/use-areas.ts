import { useQuery } from '@tanstack/react-query';
import { fetchAreaOptions } from './api/areaOptions.ts';

/** Areas change rarely; one fetch per visit is enough. */
export const useAreas = () =>
  useQuery({ queryKey: ['areas'], queryFn: ({ signal }) => fetchAreaOptions({}, signal), staleTime: 10 * 60_000 });
