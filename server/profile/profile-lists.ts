import type { components } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';

type Schemas = components['schemas'];

export async function listActivities(db: Queryable, userId: number): Promise<Schemas['UserActivity'][]> {
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
