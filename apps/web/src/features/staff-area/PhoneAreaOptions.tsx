import { PHONE_AREA_FIRST } from '@shop/contract';

/** The phone areas a counter serves first (Hong Kong, mainland China, Macau), as select options. */
export function PhoneAreaOptions() {
  return PHONE_AREA_FIRST.map((a) => (
    <option key={a} value={a}>
      +{a}
    </option>
  ));
}
