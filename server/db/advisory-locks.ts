/**
 * The first keys of the portal's two-key PostgreSQL advisory locks, one per purpose, so that no two purposes
 * ever wait for each other; the second key names what is locked.
 */
export const lockNamespaces = {
  /** Preparing a database: migrations and seeds, one gateway at a time (decision 0282). */
  start: 0x4d50_0001,
  /** Counting one throttle bucket (decision 0212). */
  throttle: 0x4d50_0002,
} as const;
