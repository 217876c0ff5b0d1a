import { visibleToUser } from '../audience/audience-store.js';
import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

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

/** An active survey of the person's company, open today and meant for them; undefined otherwise. */
export async function openSurveyFor(
  db: Queryable,
  surveyId: number,
  user: { userId: number; companyId: number },
  today: string,
): Promise<SurveyRow | undefined> {
  return firstRow<SurveyRow>(
    db,
    `select s.* from surveys s
      where s.survey_id = $1 and s.company_id = $2 and s.active and s.start_date <= $4 and s.end_date >= $4
        and ${visibleToUser('survey', 's.survey_id', '$3')}`,
    [surveyId, user.companyId, user.userId, today],
  );
}
