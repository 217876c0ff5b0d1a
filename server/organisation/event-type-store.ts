import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

export interface EventTypeRow {
  eventTypeId: number;
  eventTypeName: string;
  allowedToAddress: boolean;
}

export interface CompanyEventTypeChange {
  isRewarded: boolean;
  rewardPoints: number;
  isNotified: boolean;
  notificationText: string;
  isAudienceAddressed: boolean;
  isNewRegistry: boolean;
}

export interface CompanyEventTypeRow extends CompanyEventTypeChange {
  companyEventTypeId: number;
  companyId: number;
  eventTypeId: number;
  eventTypeName: string;
  active: boolean;
}

const EVENT_TYPE = `event_type_id as "eventTypeId", event_type_name as "eventTypeName",
  allowed_to_address as "allowedToAddress"`;

const SETTING = `c.company_event_type_id as "companyEventTypeId", c.company_id as "companyId",
  c.event_type_id as "eventTypeId", t.event_type_name as "eventTypeName", c.is_rewarded as "isRewarded",
  c.reward_points as "rewardPoints", c.is_notified as "isNotified", c.notification_text as "notificationText",
  c.is_audience_addressed as "isAudienceAddressed", c.is_new_registry as "isNewRegistry", c.active`;

export async function listEventTypes(db: Queryable, allowedOnly = false): Promise<EventTypeRow[]> {
  return db.query<EventTypeRow>(
    `select ${EVENT_TYPE} from event_types ${allowedOnly ? 'where allowed_to_address' : ''} order by event_type_id`,
  );
}

/** Event types the company has no active setting for yet. */
export async function listUnsetEventTypes(db: Queryable, companyId: number): Promise<EventTypeRow[]> {
  return db.query<EventTypeRow>(
    `select ${EVENT_TYPE} from event_types t
      where not exists (select 1 from company_event_types c
                         where c.event_type_id = t.event_type_id and c.company_id = $1 and c.active)
      order by event_type_id`,
    [companyId],
  );
}

export function findEventType(db: Queryable, eventTypeId: number) {
  return firstRow<EventTypeRow>(db, `select ${EVENT_TYPE} from event_types where event_type_id = $1`, [
    eventTypeId,
  ]);
}

export async function listCompanyEventTypes(
  db: Queryable,
  companyId: number,
): Promise<CompanyEventTypeRow[]> {
  return db.query<CompanyEventTypeRow>(
    `select ${SETTING} from company_event_types c join event_types t using (event_type_id)
      where c.company_id = $1 order by c.active desc, c.event_type_id, c.company_event_type_id`,
    [companyId],
  );
}

export function findCompanyEventType(db: Queryable, companyId: number, id: number) {
  return firstRow<CompanyEventTypeRow>(
    db,
    `select ${SETTING} from company_event_types c join event_types t using (event_type_id)
      where c.company_id = $1 and c.company_event_type_id = $2`,
    [companyId, id],
  );
}

/** Whether the company aims items of an event type at an audience; false without an active setting. */
export async function isAudienceAddressed(
  db: Queryable,
  companyId: number,
  eventTypeName: string,
): Promise<boolean> {
  const row = await firstRow<{ addressed: boolean }>(
    db,
    `select c.is_audience_addressed as addressed from company_event_types c join event_types t using (event_type_id)
      where c.company_id = $1 and t.event_type_name = $2 and c.active`,
    [companyId, eventTypeName],
  );
  return row?.addressed ?? false;
}

const values = (c: CompanyEventTypeChange) => [
  c.isRewarded,
  c.isRewarded ? c.rewardPoints : 0,
  c.isNotified,
  c.isNotified ? c.notificationText : '',
  c.isAudienceAddressed,
  c.isNewRegistry,
];

/** Inserts a setting; undefined when the company already has an active one for the event type. */
export async function insertCompanyEventType(
  db: Queryable,
  companyId: number,
  eventTypeId: number,
  change: CompanyEventTypeChange,
): Promise<number | undefined> {
  const row = await firstRow<{ id: number }>(
    db,
    `insert into company_event_types (company_id, event_type_id, is_rewarded, reward_points, is_notified,
       notification_text, is_audience_addressed, is_new_registry)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (company_id, event_type_id) where active do nothing
     returning company_event_type_id as id`,
    [companyId, eventTypeId, ...values(change)],
  );
  return row?.id;
}

export async function updateCompanyEventType(
  db: Queryable,
  id: number,
  change: CompanyEventTypeChange,
): Promise<void> {
  await db.query(
    `update company_event_types set is_rewarded = $2, reward_points = $3, is_notified = $4,
       notification_text = $5, is_audience_addressed = $6, is_new_registry = $7
      where company_event_type_id = $1`,
    [id, ...values(change)],
  );
}

export async function deactivateCompanyEventType(db: Queryable, id: number): Promise<void> {
  await db.query('update company_event_types set active = false where company_event_type_id = $1', [id]);
}
