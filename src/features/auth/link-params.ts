/** A user id from an e-mailed link's query string; null when it is missing or not a positive integer. */
export function readUserId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}
