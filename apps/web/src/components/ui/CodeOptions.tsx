import type { TFunction } from 'i18next';

/** The `<option>`s of fixed codes in their order, each labelled by its text `${prefix}${code}`. */
export function CodeOptions({ codes, t, prefix }: { codes: readonly (string | number)[]; t: TFunction; prefix: string }) {
  return codes.map((c) => (
    <option key={c} value={c}>
      {t(`${prefix}${c}`)}
    </option>
  ));
}
