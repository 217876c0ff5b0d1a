import type { components } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { flagUrl } from '../catalogs/flag-url.js';

type UserProfile = components['schemas']['UserProfile'];

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
  const [row] = await db.query<ProfileRow>(
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
