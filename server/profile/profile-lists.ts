import type { components } from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { directoryStatusNames } from './profile-messages.js';

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

interface DirectoryRow {
  directory_info_id: number;
  user_id: number;
  full_name: string;
  expiration_date: string | null;
  directory_info_status_id: number;
  active: boolean;
  category_service_name: string | null;
  sub_category_service_name: string | null;
}

function toService(row: DirectoryRow): Schemas['MyDirectoryService'] {
  return {
    directoryInfoId: row.directory_info_id,
    fullName: row.full_name,
    expirationDate: row.expiration_date,
    directoryInfoStatusId: row.directory_info_status_id,
    directoryInfoStatusName: directoryStatusNames[row.directory_info_status_id] ?? '',
    active: row.active,
    categoryServiceName: row.category_service_name,
    subCategoryServiceName: row.sub_category_service_name,
  };
}

export async function listServices(db: Queryable, userId: number): Promise<Schemas['MyDirectoryService'][]> {
  const rows = await db.query<DirectoryRow>(
    'select * from directory_infos where user_id = $1 order by directory_info_id',
    [userId],
  );
  return rows.map(toService);
}

/** "Dar de Baja": only an authorized (2) service, in one statement so two clicks cannot both succeed. */
export async function removeService(db: Queryable, id: number, userId: number): Promise<boolean> {
  const rows = await db.query(
    `update directory_infos set directory_info_status_id = 4, active = false
      where directory_info_id = $1 and user_id = $2 and directory_info_status_id = 2 returning 1`,
    [id, userId],
  );
  return rows.length === 1;
}

export async function listPostulations(db: Queryable, userId: number): Promise<Schemas['Postulation'][]> {
  const rows = await db.query<{
    job_id: number;
    job_title: string;
    job_location: string;
    job_category: string;
    job_company_name: string;
    postulation_date: string;
  }>(
    `select job_id, job_title, job_location, job_category, job_company_name, postulation_date
       from job_postulations where user_id = $1 order by postulation_date desc, job_id`,
    [userId],
  );
  return rows.map((row) => ({
    jobId: row.job_id,
    jobTitle: row.job_title,
    jobLocation: row.job_location,
    jobCategory: row.job_category,
    jobCompanyName: row.job_company_name,
    postulationDate: row.postulation_date,
  }));
}
