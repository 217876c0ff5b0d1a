import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';
import type { SandboxOutcome, TokenizedCard } from './card-sandbox.js';

export interface StoredCard {
  directory_info_id: number;
  user_id: number;
  token: string;
  card_type: string;
  last_four: string;
  sandbox_outcome: SandboxOutcome;
}

export interface Verification {
  token: string;
  directory_info_id: number;
  user_id: number;
  amount_cents: number;
  status: 'pending' | 'approved' | 'rejected';
  card_type: string;
  last_four: string;
}

/** Keeps the entry's card as the provider tokenized it (a new card replaces the old one). */
export async function saveCard(
  db: Queryable,
  entry: { directoryInfoId: number; userId: number },
  card: TokenizedCard,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into directory_cards (directory_info_id, user_id, token, card_type, last_four, sandbox_outcome,
       created_at) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (directory_info_id) do update set token = excluded.token, card_type = excluded.card_type,
       last_four = excluded.last_four, sandbox_outcome = excluded.sandbox_outcome, created_at = excluded.created_at`,
    [entry.directoryInfoId, entry.userId, card.token, card.brand, card.lastFour, card.outcome, now],
  );
}

export function findCard(db: Queryable, directoryInfoId: number) {
  return firstRow<StoredCard>(db, 'select * from directory_cards where directory_info_id = $1', [
    directoryInfoId,
  ]);
}

/** A micro-charge on the entry's card; decided at once (no challenge) or left pending for the challenge. */
export async function createVerification(
  db: Queryable,
  card: StoredCard,
  amountCents: number,
  status: Verification['status'],
  now: Date,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `insert into card_verifications (token, directory_info_id, card_token, user_id, amount_cents, status,
       created_at, decided_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      token,
      card.directory_info_id,
      card.token,
      card.user_id,
      amountCents,
      status,
      now,
      status === 'pending' ? null : now,
    ],
  );
  return token;
}

export function findVerification(db: Queryable, token: string) {
  return firstRow<Verification>(
    db,
    `select v.token, v.directory_info_id, v.user_id, v.amount_cents, v.status, k.card_type, k.last_four
       from card_verifications v join directory_cards k on k.token = v.card_token where v.token = $1`,
    [token],
  );
}

/** The challenge's decision, once: a second decision keeps the first. */
export async function decideVerification(
  db: Database,
  token: string,
  approve: boolean,
  now: Date,
): Promise<Verification | undefined> {
  await db.query(
    `update card_verifications set status = $2, decided_at = $3 where token = $1 and status = 'pending'`,
    [token, approve ? 'approved' : 'rejected', now],
  );
  return findVerification(db, token);
}

/** The micro-charge goes back once HR authorizes the entry (spec 001 §9). */
export async function refundVerification(db: Queryable, directoryInfoId: number, now: Date): Promise<void> {
  await db.query(
    `update card_verifications set refunded_at = $2
      where directory_info_id = $1 and status = 'approved' and refunded_at is null`,
    [directoryInfoId, now],
  );
}
