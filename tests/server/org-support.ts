/** Row counts of the organisation tables, to prove a refused call changed nothing. */
export async function organisationCounts(db: {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}): Promise<Record<string, number>> {
  const [row] = await db.query<Record<string, number>>(
    `select (select count(*)::int from departments where active) as departments,
            (select count(*)::int from branch_offices where active) as branches,
            (select count(*)::int from job_roles where active) as job_roles,
            (select count(*)::int from company_holidays where active) as notices,
            (select count(*)::int from company_event_types where active) as event_types,
            (select count(*)::int from users) as users,
            (select count(*)::int from user_load_jobs) as load_jobs,
            (select string_agg(primary_color, ',') from company_customizations) as colours`,
  );
  return row ?? {};
}
