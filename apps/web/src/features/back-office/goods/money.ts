/** Cents as HK$ for the back office's lists and price inputs (prices are kept in cents). */
export const hkd = (cents: number) => `HK$${(cents / 100).toLocaleString('en-HK', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
export const toDollars = (cents: number) => (cents / 100).toString();
export const toCents = (dollars: string) => Math.round(Number(dollars) * 100);
