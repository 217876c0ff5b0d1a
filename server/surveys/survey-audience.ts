import type { components } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';

/**
 * Whether the company aims surveys at a chosen audience (its "Encuesta" event-type setting, spec 002 §7),
 * and the members to choose from. A company without a setting addresses everyone.
 */
export async function audienceOf(
  db: Queryable,
  companyId: number,
): Promise<components['schemas']['SurveyAudience']> {
  const [setting] = await db.query<{ is_audience_addressed: boolean }>(
    'select is_audience_addressed from survey_audience_settings where company_id = $1',
    [companyId],
  );
  const users = await db.query<{ user_id: number; name: string; email: string }>(
    `select user_id, trim(concat_ws(' ', first_name, last_name)) as name, email from users
      where company_id = $1 and role_name = 'Usuario' and email_confirmed order by first_name, last_name`,
    [companyId],
  );
  return {
    isAudienceAddressed: setting?.is_audience_addressed ?? false,
    users: users.map((u) => ({ userProfileId: u.user_id, name: u.name, email: u.email })),
  };
}
