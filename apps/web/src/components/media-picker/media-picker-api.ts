import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { listMedia } from '@shop/contract';
import { callApi } from '../../lib/api-client.ts';

export const MEDIA_PICKER_PAGE = 40;
const PAGE = MEDIA_PICKER_PAGE;

export const mediaPickerKeys = {
  all: () => ['mediaPicker'] as const,
  list: (keyword: string, pages: number) => [...mediaPickerKeys.all(), keyword, pages] as const,
};

/** The library's first `pages` pages (of 40) for a keyword, as one list; the last result stays while the next loads. */
export function useMediaPickerList(keyword: string, pages: number) {
  return useQuery({
    queryKey: mediaPickerKeys.list(keyword, pages),
    queryFn: ({ signal }) =>
      callApi<typeof listMedia>('app/media/list', { keyword, uploadedOnly: false, pageNo: 1, pageSize: Math.min(100, PAGE * pages) }, { signal, staff: true }),
    placeholderData: keepPreviousData,
  });
}
