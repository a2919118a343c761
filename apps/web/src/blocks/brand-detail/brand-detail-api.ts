import { useQuery } from '@tanstack/react-query';
import { fetchBrandDetail } from '../official-content/api/brandDetail.ts';
import { fetchBrandList } from '../official-content/api/brandList.ts';

/** The block's query keys: one brand, and every brand (Next Brand without the list page). */
export const brandKeys = {
  detail: (brandId: number | undefined) => ['brands', 'detail', brandId] as const,
  all: () => ['brands', 'all'] as const,
};

/** One brand (none asked without an id); a failure is not retried. */
export const useBrand = (brandId: number | undefined) =>
  useQuery({
    queryKey: brandKeys.detail(brandId),
    queryFn: ({ signal }) => fetchBrandDetail({ id: brandId! }, signal),
    enabled: brandId !== undefined,
    retry: false,
  });

/** Every brand by English name, for Next Brand when the list page did not leave its order. */
export const useAllBrands = (enabled: boolean) =>
  useQuery({ queryKey: brandKeys.all(), queryFn: ({ signal }) => fetchBrandList({ orderByNameEngAsc: true }, signal), enabled });
