import type { Queryable } from '../db/database.js';
import { profileTexts } from '../../domain/messages/profile.js';
import { ERASURE } from './personal-data.js';
import { quotedName } from '../db/sql-text.js';

/** Folders of the company's content (posts, courses, notices...): their files stay when their author goes. */
const COMPANY_FOLDERS = [
  'posts',
  'courses',
  'notices',
  'recognition',
  'rewards',
  'branding',
  'generic',
  'talks',
] as const;

/** What an erased account's row keeps: an address nobody can own, so the person may register again. */
const erasedAddress = (userId: number) => `cuenta-eliminada-${userId}@eliminada.invalid`;

/**
 * The person's files to erase: all they uploaded but the company's content and the images of anonymous survey
 * answers that stay. Asked before the rows that name them go.
 */
export async function filesToErase(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.query<{ url: string }>(
    `select f.url from uploaded_files f
      where f.user_id = $1 and split_part(f.url, '/', 4) <> all($2::text[])
        and not exists (
          select 1 from survey_user_profile_answers a
            join survey_user_profiles p using (survey_user_profile_id)
            join surveys s using (survey_id)
           where p.user_id = $1 and s.is_anonymous and position(f.url in a.value) > 0)`,
    [userId, COMPANY_FOLDERS],
  );
  return rows.map((row) => row.url);
}

/**
 * Removes and empties what names the person, as `ERASURE` says (docs/decisions/0309); run in one transaction.
 * The table and column names come from that fixed list, never from a request.
 */
export async function eraseRows(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query(
    `delete from survey_user_profiles p using surveys s
      where s.survey_id = p.survey_id and p.user_id = $1 and not s.is_anonymous`,
    [userId],
  );
  for (const [at, { act }] of Object.entries(ERASURE)) {
    if (act !== 'delete') continue;
    const [table = '', column = ''] = at.split('.');
    await db.query(`delete from ${quotedName(table)} where ${quotedName(column)} = $1`, [userId]);
  }
  await db.query(
    `update live_events set user_ids = array_remove(user_ids, $1::integer) where $1::integer = any(user_ids)`,
    [userId],
  );
  await db.query('delete from live_events where cardinality(user_ids) = 0');
  await db.query(
    `update users set email = $2, password_hash = null, first_name = $3, middle_name = null, last_name = null,
       email_confirmed = false, membership_required = false, birthday = null, pronoun = null, nickname = null,
       gender_identity_id = null, url_profile_image = null, additional_email = null, mobile = null,
       phone_number = null, seniority = null, town = null, colony = null, postal_code = null,
       url_curriculum = null, notification = false, preferences = null, marital_status_id = null,
       nationality_id = null, country_state_id = null, rfc = null, gender = null, employee_no = null,
       hiring_date = null, extension = null, branch_office_id = null, department_id = null, job_role_id = null,
       active = false, additional_email_verified = false, pending_additional_email = null, invitation_id = null,
       erased_at = $4
     where user_id = $1`,
    [userId, erasedAddress(userId), profileTexts.erasedPerson, now],
  );
}

/** Removes the receipts of erased accounts made before `before`, once the tax law no longer asks for them. */
export async function removeErasedReceiptsBefore(db: Queryable, before: Date): Promise<Map<number, number>> {
  await db.query(
    `delete from sandbox_payments p using users u
      where u.user_id = p.user_id and u.erased_at is not null and p.created_at < $1`,
    [before],
  );
  const rows = await db.query<{ company_id: number }>(
    `delete from purchase_orders o using users u
      where u.user_id = o.user_id and u.erased_at is not null and o.created_at < $1
      returning u.company_id`,
    [before],
  );
  const byCompany = new Map<number, number>();
  for (const row of rows) byCompany.set(row.company_id, (byCompany.get(row.company_id) ?? 0) + 1);
  return byCompany;
}
