import { useAreaOptions } from './api/areaOptions.ts';

/** Areas change rarely; one fetch per visit is enough. */
export const useAreas = () => useAreaOptions({}, { staleTime: 10 * 60_000 });
