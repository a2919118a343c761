/** A record's id from its address (`/backOffice/goods/12`): a positive whole number, else null. */
export const idOf = (id: string | undefined) => {
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
};
