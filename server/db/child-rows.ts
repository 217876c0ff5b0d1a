/**
 * A parent's children among rows read for many parents in one query, in the reply's shape: the rows whose
 * `key` holds the parent's `id`, in the order they were read.
 */
export function childRows<R, K extends keyof R, T>(
  rows: readonly R[],
  key: K,
  id: R[K] | null,
  shape: (row: R) => T,
): T[] {
  return rows.filter((row) => row[key] === id).map(shape);
}
