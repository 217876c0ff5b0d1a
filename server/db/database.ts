/** The gateway's whole view of storage: parameterised SQL, short transactions, raw scripts for migrations. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn once the surrounding transaction has committed, and never after a rollback; outside a transaction
   * at once. For what others may see only when the change is stored: live events, Web Push.
   */
  afterCommit(fn: () => void): void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; PGlite serialises everything through one lock, so keep fn short. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  /**
   * Runs fn while holding the start lock of this database (decision 0282): another gateway's start waits.
   * Not reentrant: fn must not ask for it again.
   */
  exclusive<R>(fn: () => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

/** OIDs whose default parsing does not suit JSON replies: bigint as number, date as 'YYYY-MM-DD'. */
export const PG_INT8 = 20;
export const PG_DATE = 1082;
