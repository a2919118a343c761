/** A shop or merchant code query parameter (the contract's code shape), or undefined. */
export function codeParam(value: string | null): string | undefined {
  return value && /^[A-Za-z0-9_-]{1,32}$/.test(value) ? value : undefined;
}

/** A positive integer query parameter, or undefined. */
export function idParam(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}
