import type { Queryable } from '../db/database.js';

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
