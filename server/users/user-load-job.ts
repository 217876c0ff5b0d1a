import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { ErrorObject } from 'ajv';
import { USER_LOAD_COLUMNS } from '../../domain/user-load-columns.js';
import { issueCode } from '../auth/account-codes.js';
import type { Database, Queryable } from '../db/database.js';
import { welcomeMail } from '../mail/templates.js';
import { fieldErrors } from '../http/field-errors.js';
import { componentValidator } from '../openapi/component-schema.js';
import type { AuditActor } from '../audit/audit-store.js';
import { afterAccountUpdate, type AccountUpdate, type UpdateEffects } from './account-update-effects.js';
import { findUserIdByEmployeeNo, insertAdminUser, updateAdminUser } from './admin-user-store.js';
import { roleCatalog } from './role-catalog.js';
import {
  activeUnitNames,
  addUserLoadCounts,
  finishUserLoadJob,
  insertUserLoadRefusal,
} from './user-load-store.js';
import type { LoadRow } from './user-load-parse.js';
import { userMessages as m } from './user-messages.js';
import { checkUserPayload, type AdminUserPayload } from './user-rules.js';

/** Rows per transaction: short enough that PGlite's one lock lets other requests through between batches. */
const BATCH = 100;

/** The gateway's services a load uses; `verifyLink` builds the link a created person receives. */
export interface LoadContext extends UpdateEffects {
  db: Database;
}

type Catalogs = Record<'roleId' | 'branchOfficeId' | 'departmentId' | 'jobRoleId', Map<string, number>>;

const key = (label: string) => label.trim().toLocaleLowerCase('es-MX');

async function catalogsOf(db: Queryable, companyId: number): Promise<Catalogs> {
  const units = await activeUnitNames(db, companyId);
  const named = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [key(r.name), r.id]));
  return {
    roleId: new Map(roleCatalog.map((r) => [key(r.label), r.value])),
    branchOfficeId: named(units.branchOffices),
    departmentId: named(units.departments),
    jobRoleId: named(units.jobRoles),
  };
}

const columnOf = new Map<string, string>(USER_LOAD_COLUMNS.map(([column, field]) => [field, column]));

/** The form's Spanish messages, each named by the file's column. */
function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return fieldErrors(errors ?? [], 'row', (name) => columnOf.get(name) ?? name)
    .map((e) => `${e.field}: ${e.message}`)
    .join('; ');
}

const isCatalogField = (field: string): field is keyof Catalogs =>
  ['roleId', 'branchOfficeId', 'departmentId', 'jobRoleId'].includes(field);

/** Turns a row's cells into the form's payload; blank cells are left out, catalogue names become ids. */
function payloadOf(
  cells: Record<string, string>,
  catalogs: Catalogs,
): { body: Record<string, unknown>; unknown: string[] } {
  const body: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const [column, field] of USER_LOAD_COLUMNS) {
    const value = cells[column] ?? '';
    if (value === '') continue;
    if (!isCatalogField(field)) body[field] = field === 'gender' ? value.toUpperCase() : value;
    else {
      const id = catalogs[field].get(key(value));
      if (id === undefined) unknown.push(`${column}: ${m.unknownUnit}`);
      else body[field] = id;
    }
  }
  return { body, unknown };
}

type Outcome =
  | { kind: 'created'; userId: number }
  | { kind: 'updated'; update: AccountUpdate }
  | { kind: 'refused'; reason: string };

async function loadRow(
  tx: Queryable,
  companyId: number,
  row: LoadRow,
  catalogs: Catalogs,
  seen: Set<string>,
  now: Date,
): Promise<Outcome> {
  if (!row.cells) return { kind: 'refused', reason: m.badHeader };
  const { body, unknown } = payloadOf(row.cells, catalogs);
  const validate = componentValidator('AdminUserPayload');
  const schemaOk = validate(body);
  const reasons = [...unknown];
  if (!schemaOk) reasons.push(describeErrors(validate.errors));
  if (reasons.length > 0) return { kind: 'refused', reason: reasons.join('; ') };
  const payload = body as AdminUserPayload;
  const employeeNo = payload.employeeNo.trim();
  if (seen.has(employeeNo)) return { kind: 'refused', reason: m.duplicateInFile };
  seen.add(employeeNo);
  const checked = await checkUserPayload(tx, companyId, payload, false);
  if (checked.errors.length > 0)
    return {
      kind: 'refused',
      reason: checked.errors.map((e) => `${columnOf.get(e.field) ?? e.field}: ${e.message}`).join('; '),
    };
  // An operator's employee number finds nobody here, and inserting it clashes: the row is refused as taken.
  const existing = await findUserIdByEmployeeNo(tx, companyId, employeeNo);
  if (existing !== undefined) {
    const updated = await updateAdminUser(tx, companyId, existing, checked.fields, undefined);
    if (updated.kind !== 'updated') return { kind: 'refused', reason: m.taken };
    const update = {
      userId: existing,
      previous: updated.previous,
      fields: checked.fields,
      active: undefined,
    };
    return { kind: 'updated', update };
  }
  // Loaded people choose their password themselves (docs/decisions/0091): no password travels in the file.
  const userId = await insertAdminUser(tx, companyId, checked.fields, null, now);
  return userId === undefined ? { kind: 'refused', reason: m.taken } : { kind: 'created', userId };
}

/**
 * Loads the rows in the background, a batch per transaction, yielding between batches so other requests run;
 * progress and counts are written after each batch. Once a batch is saved, created people get a verification
 * e-mail and updated ones what an update by HR sets off (a new role ends their sessions, docs/decisions/0232).
 */
export async function runUserLoad(
  ctx: LoadContext,
  jobId: number,
  companyId: number,
  rows: LoadRow[],
  by: AuditActor,
) {
  const { db, clock, mailer } = ctx;
  try {
    const catalogs = await catalogsOf(db, companyId);
    const seen = new Set<string>();
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const created: { userId: number; email: string; firstName: string; code: string }[] = [];
      const updated: AccountUpdate[] = [];
      await db.transaction(async (tx) => {
        const counts = { created: 0, updated: 0, refused: 0 };
        for (const row of batch) {
          const outcome = await loadRow(tx, companyId, row, catalogs, seen, clock());
          counts[outcome.kind] += 1;
          if (outcome.kind === 'refused') {
            await insertUserLoadRefusal(tx, jobId, row, outcome.reason);
          } else if (outcome.kind === 'updated') {
            updated.push(outcome.update);
          } else if (row.cells) {
            const code = await issueCode(tx, outcome.userId, 'verify', clock());
            created.push({
              userId: outcome.userId,
              email: row.cells.Correo ?? '',
              firstName: row.cells.Nombre ?? '',
              code,
            });
          }
        }
        await addUserLoadCounts(tx, jobId, batch.length, counts);
      });
      for (const update of updated) await afterAccountUpdate(ctx, update, by);
      for (const person of created) {
        await mailer.send(
          welcomeMail(
            person.email.trim().toLowerCase(),
            person.firstName,
            ctx.verifyLink(person.userId, person.code),
          ),
        );
      }
      await yieldToOthers();
    }
    await finishUserLoadJob(db, jobId, 'done', clock());
  } catch (error) {
    await finishUserLoadJob(db, jobId, 'failed', clock()).catch(() => undefined);
    throw error;
  }
}
