import type { Queryable } from '../../server/db/database.js';

/**
 * Texts that belong to one company and to no other: its people's addresses and names, its contact mailbox and
 * the titles of what it published. A reply to another company's caller that contains one has leaked it.
 */
const markerQueries = [
  'select email as text from users where company_id = $1',
  'select additional_email from users where company_id = $1 and additional_email is not null',
  "select concat_ws(' ', first_name, last_name) from users where company_id = $1",
  'select contact_email from companies where company_id = $1',
  'select company_name from companies where company_id = $1',
  'select title from company_posts where company_id = $1',
  "select title from jobs where company_id = $1 and title <> ''",
  'select title from surveys where company_id = $1',
  'select q.question from survey_questions q join surveys s using (survey_id) where s.company_id = $1',
  'select event_name from tickets_events where company_id = $1',
  'select name from courses where company_id = $1',
  'select title from auditoriums where company_id = $1',
  'select title from generic_section_items where company_id = $1',
  'select full_name from directory_infos where company_id = $1',
  'select description from company_holidays where company_id = $1',
  'select title from acknowledgment_types where company_id = $1',
  'select department_name from departments where company_id = $1',
  'select branch_office_name from branch_offices where company_id = $1',
  'select name from job_roles where company_id = $1',
  'select name from chat_groups where company_id = $1',
  'select message from chat_messages where company_id = $1',
  `select c.body from post_comments c join company_posts p using (company_post_id) where p.company_id = $1`,
  `select a.text from acknowledgments a join acknowledgment_types t using (acknowledgment_type_id)
    where t.company_id = $1`,
];

/** Texts every company may show: the portal's catalogues and the starter data a new company copies. */
const sharedQueries = [
  'select name from job_categories',
  'select name from job_section_types',
  'select name from event_sectors',
  'select name from directory_categories',
  'select name from directory_sub_categories',
  'select name from generic_sections',
  'select description from reward_categories',
  'select title from reward_products',
  'select gender_name from gender_identities',
];

/** Short texts (a first name, "Ventas") also occur by chance; markers are long enough to be this company's. */
const MARKER_MIN_LENGTH = 8;

async function textsOf(db: Queryable, queries: string[], companyId?: number): Promise<string[]> {
  const texts: string[] = [];
  for (const sql of queries) {
    for (const row of await db.query<Record<string, string | null>>(sql, companyId ? [companyId] : [])) {
      const text = Object.values(row)[0]?.trim();
      if (text) texts.push(text);
    }
  }
  return texts;
}

/**
 * The company's markers, leaving out any found within a text the other company or the portal's catalogues may
 * rightly show ('Coordinación' of one company within 'Coordinación de ventas' of the other).
 */
export async function markersOf(db: Queryable, companyId: number, otherId: number): Promise<string[]> {
  const rightful = [...(await textsOf(db, markerQueries, otherId)), ...(await textsOf(db, sharedQueries))];
  const own = new Set(await textsOf(db, markerQueries, companyId));
  return [...own].filter(
    (text) => text.length >= MARKER_MIN_LENGTH && !rightful.some((other) => other.includes(text)),
  );
}

/** A record of each kind, by the kind of record a parameter names. */
export type RecordKind = keyof typeof recordQueries;

/** The company's first record of each kind ($1 the company). */
const recordQueries = {
  company: 'select company_id as id from companies where company_id = $1',
  user: `select user_id as id from users where company_id = $1 and role_name = 'Usuario'`,
  post: 'select company_post_id as id from company_posts where company_id = $1 and post_type = 0',
  gallery: 'select company_post_id as id from company_posts where company_id = $1 and post_type = 1',
  comment: `select c.comment_id as id from post_comments c join company_posts p using (company_post_id)
              where p.company_id = $1`,
  report: `select r.report_id as id from comment_reports r join post_comments c using (comment_id)
             join company_posts p using (company_post_id) where p.company_id = $1`,
  job: 'select job_id as id from jobs where company_id = $1',
  postulant:
    'select p.postulant_id as id from job_postulants p join jobs j using (job_id) where j.company_id = $1',
  survey: 'select survey_id as id from surveys where company_id = $1',
  question: `select q.survey_question_id as id from survey_questions q join surveys s using (survey_id)
               where s.company_id = $1`,
  answerConfig: `select c.survey_answer_config_id as id from survey_answer_configs c
                   join survey_questions q using (survey_question_id) join surveys s using (survey_id)
                  where s.company_id = $1`,
  participation: `select p.survey_user_profile_id as id from survey_user_profiles p join surveys s using (survey_id)
                    where s.company_id = $1`,
  answer: `select a.survey_user_profile_answer_id as id from survey_user_profile_answers a
             join survey_user_profiles p using (survey_user_profile_id) join surveys s using (survey_id)
            where s.company_id = $1`,
  scale: 'select survey_scale_id as id from survey_scales where company_id = $1',
  scaleAnswer: `select a.survey_scale_answer_id as id from survey_scale_answers a join survey_scales s
                  using (survey_scale_id) where s.company_id = $1`,
  answerType: 'select survey_answer_type_id as id from survey_answer_types where company_id = $1',
  department: 'select department_id as id from departments where company_id = $1',
  branchOffice: 'select branch_office_id as id from branch_offices where company_id = $1',
  jobRole: 'select job_role_id as id from job_roles where company_id = $1',
  notice: 'select company_holiday_id as id from company_holidays where company_id = $1',
  eventTypeSetting: 'select company_event_type_id as id from company_event_types where company_id = $1',
  branding: 'select company_customize_id as id from company_customizations where company_id = $1',
  ticketsEvent: 'select tickets_event_id as id from tickets_events where company_id = $1',
  course: 'select course_id as id from courses where company_id = $1',
  talk: 'select auditorium_id as id from auditoriums where company_id = $1',
  genericItem: 'select generic_section_item_id as id from generic_section_items where company_id = $1',
  genericContact: `select c.generic_contact_info_id as id from generic_contact_infos c
                     join generic_section_items i using (generic_section_item_id) where i.company_id = $1`,
  recognitionCategory: 'select acknowledgment_type_id as id from acknowledgment_types where company_id = $1',
  level: `select l.company_acknowledgment_ladder_id as id from acknowledgment_levels l
            join acknowledgment_types t using (acknowledgment_type_id) where t.company_id = $1`,
  directory: 'select directory_info_id as id from directory_infos where company_id = $1',
  directoryCategory: 'select category_service_id as id from directory_categories where company_id = $1',
  directorySubCategory: `select s.sub_category_service_id as id from directory_sub_categories s
                           join directory_categories c using (category_service_id) where c.company_id = $1`,
  rewardFilter: 'select reward_product_filter_id as id from reward_product_filters where company_id = $1',
  redemption: `select o.reward_order_user_profile_id as id from reward_orders o join users u using (user_id)
                 where u.company_id = $1`,
  chatGroup: 'select chat_group_id as id from chat_groups where company_id = $1',
  chatMessage: 'select chat_message_id as id from chat_messages where company_id = $1',
  userLoad: 'select user_load_job_id as id from user_load_jobs where company_id = $1',
  order:
    'select o.order_id as id from purchase_orders o join users u using (user_id) where u.company_id = $1',
  genderIdentity: 'select gender_identity_id as id from gender_identities where company_id = $1',
  storeProvider: 'select provider_id as id from store_providers where company_id = $1',
  storeProduct: `select p.product_id as id from store_products p join store_providers s using (provider_id)
                   where s.company_id = $1`,
} as const;

/** An id no record has, for a kind the company has none of. */
const NOBODYS_ID = 999_999;

/** The company's first record of every kind. */
export async function recordsOf(db: Queryable, companyId: number): Promise<Record<RecordKind, number>> {
  const entries = await Promise.all(
    Object.entries(recordQueries).map(async ([kind, sql]) => {
      const [row] = await db.query<{ id: number }>(`${sql} order by 1 limit 1`, [companyId]);
      return [kind, row?.id ?? NOBODYS_ID] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<RecordKind, number>;
}

interface ForeignKey {
  table: string;
  columns: string[];
  parent: string;
  parentColumns: string[];
}

/**
 * For every table, whether a row belongs to a company: it has the company's id, or points (through foreign keys,
 * a few steps at most) at a row that does, so another company's row that refers to one of its records counts
 * too. Derived from the schema, so a new table is covered by itself.
 */
async function ownershipPredicates(db: Queryable): Promise<Map<string, string>> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'company_id'`,
  );
  // pg_constraint keeps the columns of a composite key paired in order, which information_schema does not.
  const columnsOf = (relation: string, numbers: string) =>
    `array(select a.attname::text from unnest(c.${numbers}) with ordinality k(n, i)
             join pg_attribute a on a.attrelid = c.${relation} and a.attnum = k.n order by k.i)`;
  const keys = await db.query<ForeignKey>(
    `select child.relname::text as "table", parent.relname::text as parent,
            ${columnsOf('conrelid', 'conkey')} as columns, ${columnsOf('confrelid', 'confkey')} as "parentColumns"
       from pg_constraint c
       join pg_class child on child.oid = c.conrelid
       join pg_class parent on parent.oid = c.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = current_schema()`,
  );
  const direct = new Set(columns.map((c) => c.table_name).filter((table) => table !== 'voucher_companies'));
  const predicate = (table: string, alias: string, depth: number): string | undefined => {
    const own = direct.has(table) ? [`${alias}.company_id = $1`] : [];
    if (depth === 0) return own[0];
    const parts = keys
      .filter((key) => key.table === table && key.parent !== table)
      .flatMap((key) => {
        const inner = `p${depth}`;
        const owned = predicate(key.parent, inner, depth - 1);
        const pairs = key.columns.map((column, i) => `${inner}.${key.parentColumns[i]} = ${alias}.${column}`);
        return owned
          ? [`exists (select 1 from ${key.parent} ${inner} where ${pairs.join(' and ')} and ${owned})`]
          : [];
      });
    const all = [...own, ...parts];
    return all.length > 0 ? `(${all.join(' or ')})` : undefined;
  };
  const tables = new Set([...direct, ...keys.map((key) => key.table)]);
  const result = new Map<string, string>();
  for (const table of tables) {
    const owned = predicate(table, 't', 3);
    if (owned) result.set(table, owned);
  }
  return result;
}

/** Every row a company owns, as `table: row text`, to compare before and after another company's calls. */
export async function ownedRows(db: Queryable, companyId: number): Promise<Set<string>> {
  const rows = new Set<string>();
  for (const [table, owned] of await ownershipPredicates(db)) {
    for (const row of await db.query<{ text: string }>(
      `select t::text as text from ${table} t where ${owned}`,
      [companyId],
    )) {
      rows.add(`${table}: ${row.text}`);
    }
  }
  return rows;
}
