import type { Queryable } from '../db/database.js';

export interface SurveyRow {
  survey_id: number;
  company_id: number;
  title: string;
  start_date: string;
  end_date: string;
  reward: number;
  active: boolean;
  is_anonymous: boolean;
}

/** 'YYYY-MM-DD' of the clock's day, the unit of survey start and end dates. */
/** The condition "the survey is for this person": everyone of the company, or the chosen audience. */
export const forPerson = (survey: string, user: string) =>
  `(not exists (select 1 from survey_users su where su.survey_id = ${survey}.survey_id)
    or exists (select 1 from survey_users su where su.survey_id = ${survey}.survey_id and su.user_id = ${user}))`;

/** An active survey of the person's company, open today and meant for them; undefined otherwise. */
export async function openSurveyFor(
  db: Queryable,
  surveyId: number,
  user: { userId: number; companyId: number },
  today: string,
): Promise<SurveyRow | undefined> {
  const [row] = await db.query<SurveyRow>(
    `select s.* from surveys s
      where s.survey_id = $1 and s.company_id = $2 and s.active and s.start_date <= $4 and s.end_date >= $4
        and ${forPerson('s', '$3')}`,
    [surveyId, user.companyId, user.userId, today],
  );
  return row;
}
