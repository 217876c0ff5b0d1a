import type { Queryable } from '../db/database.js';
import { columnOf, firstRow, insertedId } from '../db/query-rows.js';

export interface PersonRow {
  userProfileId: number;
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  urlProfileImage: string | null;
}

export interface CountedPerson extends PersonRow {
  count: number;
}

export interface RankedPerson extends CountedPerson {
  acknowledgmentTypeId: number;
  position: number;
}

const PERSON = `u.user_id as "userProfileId", u.first_name as "firstName", u.middle_name as "middleName",
  u.last_name as "lastName", u.url_profile_image as "urlProfileImage"`;

/** An active person of the company, or undefined (another company's people are not found). */
export function findColleague(db: Queryable, companyId: number, userId: number) {
  return firstRow<PersonRow>(
    db,
    `select ${PERSON} from users u where u.company_id = $1 and u.user_id = $2 and u.active`,
    [companyId, userId],
  );
}

/** The company's active people with the recognitions each received, by name. */
export async function listDestinataries(db: Queryable, companyId: number): Promise<CountedPerson[]> {
  return db.query<CountedPerson>(
    `select ${PERSON}, count(a.acknowledgment_user_profile_id)::integer as count
       from users u left join acknowledgments a on a.user_profile_to = u.user_id
      where u.company_id = $1 and u.active
      group by u.user_id
      order by u.first_name, u.middle_name, u.last_name, u.user_id`,
    [companyId],
  );
}

/** Everyone active in the company: whose open boards a new recognition may reorder. */
export async function colleagueIds(db: Queryable, companyId: number): Promise<number[]> {
  return columnOf<number>(db, 'select user_id as value from users where company_id = $1 and active', [
    companyId,
  ]);
}

export interface NewAcknowledgment {
  acknowledgmentTypeId: number;
  from: number;
  to: number;
  text: string;
  at: Date;
}

export function insertAcknowledgment(db: Queryable, a: NewAcknowledgment) {
  return insertedId(
    db,
    `insert into acknowledgments (acknowledgment_type_id, user_profile_from, user_profile_to, text, created_at)
     values ($1, $2, $3, $4, $5) returning acknowledgment_user_profile_id as id`,
    [a.acknowledgmentTypeId, a.from, a.to, a.text, a.at],
    'acknowledgment not inserted',
  );
}

/**
 * The rankings of the given categories: most recognitions first; on a tie, whoever reached the count first
 * (the earlier last recognition). `limit` keeps the first places of each category.
 */
export async function listRankings(
  db: Queryable,
  typeIds: readonly number[],
  limit: number | null,
): Promise<RankedPerson[]> {
  return db.query<RankedPerson>(
    `select * from (
       select ${PERSON}, a.acknowledgment_type_id as "acknowledgmentTypeId", count(*)::integer as count,
              row_number() over (partition by a.acknowledgment_type_id
                                 order by count(*) desc, max(a.created_at), u.user_id)::integer as position
         from acknowledgments a join users u on u.user_id = a.user_profile_to
        where a.acknowledgment_type_id = any($1::integer[]) and u.active
        group by a.acknowledgment_type_id, u.user_id
     ) ranked
     where $2::integer is null or position <= $2::integer
     order by "acknowledgmentTypeId", position`,
    [typeIds, limit],
  );
}

export interface ReceivedRow {
  acknowledgmentUserProfileId: number;
  acknowledgmentTypeId: number;
  typeTitle: string;
  fromName: string;
  text: string;
  createdAt: Date;
}

/** What a person received, newest first. */
export async function listReceived(db: Queryable, userId: number): Promise<ReceivedRow[]> {
  return db.query<ReceivedRow>(
    `select a.acknowledgment_user_profile_id as "acknowledgmentUserProfileId",
            a.acknowledgment_type_id as "acknowledgmentTypeId", t.title as "typeTitle",
            concat_ws(' ', f.first_name, f.middle_name, f.last_name) as "fromName", a.text, a.created_at as "createdAt"
       from acknowledgments a
       join acknowledgment_types t on t.acknowledgment_type_id = a.acknowledgment_type_id
       join users f on f.user_id = a.user_profile_from
      where a.user_profile_to = $1
      order by a.created_at desc, a.acknowledgment_user_profile_id desc`,
    [userId],
  );
}

/** How many recognitions a person received in each category of their company. */
export async function countReceivedByType(
  db: Queryable,
  userId: number,
): Promise<{ acknowledgmentTypeId: number; title: string; count: number }[]> {
  return db.query(
    `select t.acknowledgment_type_id as "acknowledgmentTypeId", t.title, count(*)::integer as count
       from acknowledgments a join acknowledgment_types t on t.acknowledgment_type_id = a.acknowledgment_type_id
      where a.user_profile_to = $1
      group by t.acknowledgment_type_id, t.title
      order by t.title, t.acknowledgment_type_id`,
    [userId],
  );
}
