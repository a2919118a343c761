import { wireText, type Lang } from '@shop/contract';

/**
 * The `<option>`s of records, each named in the language by its wire text `name` (`title`, …): shops by
 * store code, areas, categories and selections by id. Fixed codes are `CodeOptions`.
 */
export function NamedOptions<R extends object>({
  items,
  valueOf,
  name = 'name',
  lang,
}: {
  items: readonly R[];
  valueOf: (item: R) => string | number;
  name?: string;
  lang: Lang;
}) {
  return items.map((item) => (
    <option key={valueOf(item)} value={valueOf(item)}>
      {wireText(item, name, lang)}
    </option>
  ));
}
