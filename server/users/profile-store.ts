import type { UserProfile, UserActivity } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';
import { flagUrl } from '../catalogs/flag-url.js';

interface ProfileRow {
  user_id: number;
  company_id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  email: string;
  role_name: string;
  reward: number;
  url_profile_image: string | null;
  gender_identity_id: number | null;
  gender_name: string | null;
  flag_file: string | null;
  pronoun: string | null;
  nickname: string | null;
  additional_email: string | null;
  additional_email_verified: boolean;
  pending_additional_email: string | null;
  mobile: string | null;
  phone_number: string | null;
  birthday: string | null;
  seniority: string | null;
  login_provider: number;
  town: string | null;
  colony: string | null;
  postal_code: string | null;
  url_curriculum: string | null;
  notification: boolean;
  preferences: string | null;
}

export async function findProfile(db: Queryable, userId: number): Promise<UserProfile | undefined> {
  const row = await firstRow<ProfileRow>(
    db,
    `select u.*, g.gender_name, g.flag_file,
            (select coalesce(sum(points), 0)::int from points_movements p where p.user_id = u.user_id) as reward
       from users u left join gender_identities g on g.gender_identity_id = u.gender_identity_id
      where u.user_id = $1`,
    [userId],
  );
  if (!row) return undefined;
  return {
    userId: row.user_id,
    companyId: row.company_id,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    email: row.email,
    roleName: row.role_name,
    aspNetRoleName: row.role_name,
    reward: row.reward,
    urlProfileImage: row.url_profile_image,
    genderIdentityId: row.gender_identity_id,
    genderIdentityFlag: row.flag_file ? flagUrl(row.flag_file) : null,
    genderName: row.gender_name,
    pronoun: row.pronoun,
    nickname: row.nickname,
    additionalEmail: row.additional_email,
    additionalEmailVerified: row.additional_email_verified,
    pendingAdditionalEmail: row.pending_additional_email,
    Mobile: row.mobile,
    phoneNumber: row.phone_number,
    birthday: row.birthday,
    seniority: row.seniority,
    loginProvider: row.login_provider,
    town: row.town,
    colony: row.colony,
    postalCode: row.postal_code,
    urlCurriculum: row.url_curriculum,
    Notification: row.notification,
    Preferences: row.preferences,
  };
}

export interface ProfileChanges {
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  birthday: string;
  pronoun: string;
  nickname: string | null;
  /** Left as stored when undefined. */
  genderIdentityId?: number;
  urlProfileImage?: string;
  passwordHash?: string;
}

export async function saveProfile(db: Queryable, userId: number, changes: ProfileChanges): Promise<void> {
  await db.query(
    `update users set first_name = $2, middle_name = $3, last_name = $4, birthday = $5, pronoun = $6,
       nickname = $7,
       gender_identity_id = coalesce($8::integer, gender_identity_id),
       url_profile_image = coalesce($9::text, url_profile_image),
       password_hash = coalesce($10::text, password_hash)
     where user_id = $1`,
    [
      userId,
      changes.firstName,
      changes.middleName,
      changes.lastName,
      changes.birthday,
      changes.pronoun,
      changes.nickname,
      changes.genderIdentityId ?? null,
      changes.urlProfileImage ?? null,
      changes.passwordHash ?? null,
    ],
  );
}

export async function listActivities(db: Queryable, userId: number): Promise<UserActivity[]> {
  const rows = await db.query<{
    user_activity_id: number;
    activity_type: string;
    name: string;
    end_date: string | null;
  }>(
    `select user_activity_id, activity_type, name, end_date from user_activities
      where user_id = $1 order by end_date desc nulls last, user_activity_id`,
    [userId],
  );
  return rows.map((row) => ({
    userActivityId: row.user_activity_id,
    activityType: row.activity_type,
    name: row.name,
    endDate: row.end_date,
  }));
}
