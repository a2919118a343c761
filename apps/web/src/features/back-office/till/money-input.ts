/** HK$ typed at the till ("1,234.5") → cents; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const clean = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** Cents → the HK$ text an amount field shows ("1234.50"). */
export const amountText = (cents: number) => (cents / 100).toFixed(2);
