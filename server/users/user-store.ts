import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

/** The columns sign-in and recovery need. */
export interface UserAccount {
  user_id: number;
  company_id: number;
  email: string;
  password_hash: string | null;
  role_name: string;
  email_confirmed: boolean;
  membership_required: boolean;
  birthday: string | null;
  additional_email: string | null;
  /** Whether the owner opened a link sent to additional_email; only then do reset links go there. */
  additional_email_verified: boolean;
  /** HR deactivates people instead of deleting them; an inactive person cannot sign in. */
  active: boolean;
}

const ACCOUNT_COLUMNS = `user_id, company_id, email, password_hash, role_name, email_confirmed,
  membership_required, birthday, additional_email, additional_email_verified, active`;

export function findAccountByEmail(db: Queryable, email: string) {
  return firstRow<UserAccount>(db, `select ${ACCOUNT_COLUMNS} from users where lower(email) = lower($1)`, [
    email.trim(),
  ]);
}

export function findAccountById(db: Queryable, userId: number) {
  return firstRow<UserAccount>(db, `select ${ACCOUNT_COLUMNS} from users where user_id = $1`, [userId]);
}

export interface NewUser {
  companyId: number;
  email: string;
  passwordHash: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  birthday: string;
  maritalStatusId?: number;
  nationalityId?: number;
  countryStateId?: number;
  postalCode?: string;
  rfc?: string;
  gender?: string;
  mobile?: string;
  /** The invitation link the person joined through (docs/decisions/0261). */
  invitationId: number | null;
  createdAt: Date;
}

/** Inserts a member; undefined when the e-mail is already registered. */
export async function insertUser(db: Queryable, user: NewUser): Promise<number | undefined> {
  const row = await firstRow<{ user_id: number }>(
    db,
    `insert into users (company_id, email, password_hash, first_name, middle_name, last_name, birthday,
       marital_status_id, nationality_id, country_state_id, postal_code, rfc, gender, mobile, invitation_id,
       created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     on conflict (lower(email)) do nothing
     returning user_id`,
    [
      user.companyId,
      user.email,
      user.passwordHash,
      user.firstName,
      user.middleName ?? null,
      user.lastName,
      user.birthday,
      user.maritalStatusId ?? null,
      user.nationalityId ?? null,
      user.countryStateId ?? null,
      user.postalCode ?? null,
      user.rfc ?? null,
      user.gender ?? null,
      user.mobile ?? null,
      user.invitationId,
      user.createdAt,
    ],
  );
  return row?.user_id;
}

export async function confirmEmail(db: Queryable, userId: number): Promise<void> {
  await db.query('update users set email_confirmed = true where user_id = $1', [userId]);
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2 where user_id = $1', [userId, passwordHash]);
}

/** Keeps the address the member asked for until the link sent to it is opened. */
export async function setPendingAdditionalEmail(db: Queryable, userId: number, email: string): Promise<void> {
  await db.query('update users set pending_additional_email = $2 where user_id = $1', [userId, email]);
}

export async function clearPendingAdditionalEmail(db: Queryable, userId: number): Promise<void> {
  await db.query('update users set pending_additional_email = null where user_id = $1', [userId]);
}

/** Makes the pending address the verified additional e-mail; the address, or undefined when none waited. */
export async function confirmPendingAdditionalEmail(
  db: Queryable,
  userId: number,
): Promise<string | undefined> {
  const row = await firstRow<{ additional_email: string }>(
    db,
    `update users set additional_email = pending_additional_email, additional_email_verified = true,
            pending_additional_email = null
      where user_id = $1 and pending_additional_email is not null
      returning additional_email`,
    [userId],
  );
  return row?.additional_email;
}

export async function clearAdditionalEmail(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `update users set additional_email = null, additional_email_verified = false, pending_additional_email = null
      where user_id = $1`,
    [userId],
  );
}

export async function setGenderIdentity(
  db: Queryable,
  userId: number,
  genderIdentityId: number,
): Promise<void> {
  await db.query('update users set gender_identity_id = $2 where user_id = $1', [userId, genderIdentityId]);
}

/** First and last name joined, as a reviewer signs a decision. */
export async function fullNameOf(db: Queryable, userId: number): Promise<string | undefined> {
  const row = await firstRow<{ name: string }>(
    db,
    `select concat_ws(' ', first_name, last_name) as name from users where user_id = $1`,
    [userId],
  );
  return row?.name;
}
