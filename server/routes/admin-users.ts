import type { FastifyRequest } from 'fastify';
import { parse } from 'csv-parse/sync';
import { USER_LOAD_COLUMNS } from '../../domain/user-load-columns.js';
import { issueCode } from '../auth/account-codes.js';
import { currentUser } from '../auth/request-auth.js';
import {
  audienceUsers,
  audienceUsersPage,
  departmentIdsOf,
  type AudienceFilter,
} from '../audience/audience-store.js';
import { Code, HttpError, ok } from '../http/envelope.js';
import { admit } from '../throttle/event-throttle.js';
import { welcomeMail } from '../mail/templates.js';
import { Conflict, NotFound, invalidInput, orNotFound } from '../domain-errors.js';
import type { Services } from '../services.js';
import { toCsv } from '../http/csv.js';
import { afterAccountUpdate } from '../users/account-update-effects.js';
import {
  activeOrgCatalogs,
  adminUserView,
  findAdminUser,
  insertAdminUser,
  listAdminUsers,
  listUserActivities,
  updateAdminUser,
} from '../users/admin-user-store.js';
import { actorOf } from '../audit/audit-recorder.js';
import { sendPersonalData } from '../privacy/personal-data-reply.js';
import { profileTexts } from '../../domain/messages/profile.js';
import { confirmsErasure } from '../../domain/account-erasure.js';
import { eraseAccount } from '../privacy/erase-account.js';
import { hrRoleCatalog } from '../users/role-catalog.js';
import { runUserLoad } from '../users/user-load-job.js';
import { parseUserLoad } from '../users/user-load-parse.js';
import { findUserLoadJob, insertUserLoadJob, listUserLoadRefusals } from '../users/user-load-store.js';
import { userMessages as m } from '../users/user-messages.js';
import { checkUserPayload } from '../users/user-rules.js';
import type { HandlerMap } from './handler.js';

const USER_LIST_PAGE = 20;

/** People of the company for HR (spec 002 §7 Users): list, form, bulk load and the audience picker. */
export function adminUserHandlers(services: Services) {
  const { db, clock, today, mailer, passwords, config, refreshTokens } = services;
  // A companyId the call names (the bulk load's) is ignored: HR works on its own company (0250).
  const hr = (request: FastifyRequest) => currentUser(request).companyId;
  /** HR's people by group, job role and branch office, as both filter reads name them in their path. */
  const audienceFilter = (
    request: FastifyRequest,
    path: { departments: string; jobRoleId: number; branchOfficeId: number },
  ): AudienceFilter => ({
    companyId: hr(request),
    departmentIds: departmentIdsOf(path.departments),
    jobRoleId: path.jobRoleId,
    branchOfficeId: path.branchOfficeId,
  });
  const verifyLink = (userId: number, code: string) =>
    `${config.publicUrl}/verify-account?userId=${userId}&code=${code}`;
  const effects = { db, clock, mailer, refreshTokens, verifyLink };

  async function user(companyId: number, userId: number) {
    const row = orNotFound(await findAdminUser(db, companyId, userId), m.notFound);
    return adminUserView(row);
  }

  async function job(companyId: number, id: number) {
    return orNotFound(await findUserLoadJob(db, companyId, id), m.loadNotFound);
  }

  return {
    async downloadPersonData({ request, reply, params }) {
      await user(hr(request), params.id);
      return sendPersonalData(services, request, reply, {
        userId: params.id,
        throttle: 'personDataPerAccount',
        tooOften: m.personDataTooOften,
        area: 'admin-users',
        action: 'downloadPersonData',
        fileName: profileTexts.personDataFile(params.id, today()),
      });
    },

    async erasePerson({ request, params, body }) {
      const caller = currentUser(request);
      await user(caller.companyId, params.id);
      if (params.id === caller.userId) throw new Conflict(profileTexts.eraseSelfRefused);
      if (!confirmsErasure(body.confirmation))
        throw invalidInput([{ field: 'confirmation', message: profileTexts.eraseWordWrong }]);
      if (!(await admit(db, 'erasuresPerAccount', caller.userId, clock())))
        throw new HttpError(429, Code.tooManyAttempts, profileTexts.erasuresTooOften);
      await eraseAccount(services, params.id);
      return ok(null, profileTexts.personErased);
    },

    async listAdminUsers({ request, query }) {
      return ok(
        await listAdminUsers(db, {
          companyId: hr(request),
          today: today(),
          filter:
            query.filterBy === 'name' || query.filterBy === undefined ? (query.filter?.trim() ?? '') : '',
          orderBy: query.orderBy ?? 'employeeNo',
          ascending: query.ascending ?? false,
          pageIndex: query.pageIndex ?? 1,
          pageCount: query.pageCount ?? USER_LIST_PAGE,
        }),
      );
    },

    async createAdminUser({ request, body }) {
      const companyId = hr(request);
      const checked = await checkUserPayload(db, companyId, body, true);
      if (checked.errors.length > 0) throw invalidInput(checked.errors);
      const passwordHash = await passwords.hash(checked.password ?? '');
      const created = await db.transaction(async (tx) => {
        const userId = await insertAdminUser(tx, companyId, checked.fields, passwordHash, clock());
        return userId === undefined
          ? undefined
          : { userId, code: await issueCode(tx, userId, 'verify', clock()) };
      });
      if (!created) throw new Conflict(m.taken);
      const link = verifyLink(created.userId, created.code);
      await mailer.send(welcomeMail(checked.fields.email, checked.fields.firstName, link, true));
      return ok(await user(companyId, created.userId), m.created);
    },

    async editAdminUser({ request, body }) {
      const companyId = hr(request);
      const userId = body.aspNetUserId;
      if (userId === undefined) throw invalidInput([{ field: 'aspNetUserId', message: m.required }]);
      await user(companyId, userId);
      const checked = await checkUserPayload(db, companyId, body, false);
      if (checked.errors.length > 0) throw invalidInput(checked.errors);
      const outcome = await updateAdminUser(db, companyId, userId, checked.fields, body.active);
      if (outcome.kind === 'taken') throw new Conflict(m.taken);
      if (outcome.kind === 'missing') throw new NotFound(m.notFound);
      const update = { userId, previous: outcome.previous, fields: checked.fields, active: body.active };
      await afterAccountUpdate(effects, update, actorOf(request));
      return ok(await user(companyId, userId), m.updated);
    },

    async uploadMigrationFile({ request, files }) {
      const companyId = hr(request);
      const file = files.file;
      if (!file) throw invalidInput([{ field: 'file', message: m.fileMissing }]);
      if (!/\.csv$/i.test(file.fileName)) throw invalidInput([{ field: 'file', message: m.notCsv }]);
      const { rows } = parseUserLoad(file.data);
      const jobId = await insertUserLoadJob(db, companyId, file.fileName, rows.length, clock());
      runUserLoad(effects, jobId, companyId, rows, actorOf(request)).catch((error: unknown) =>
        request.log.error({ err: error, jobId }, 'bulk user load failed'),
      );
      return ok(await job(companyId, jobId), m.loadStarted);
    },

    async getUserLoadJob({ request, params }) {
      return ok(await job(hr(request), params.id));
    },

    async getUserLoadRefusals({ request, params, reply }) {
      const found = await job(hr(request), params.id);
      const refusals = await listUserLoadRefusals(db, found.userLoadJobId);
      const rows = refusals.map((r) => {
        const [cells = [r.raw_line]] = parse(r.raw_line, {
          relax_column_count: true,
          relax_quotes: true,
        }) as string[][];
        return [String(r.line_number), r.reason, ...cells];
      });
      const header = ['Fila', 'Motivo', ...USER_LOAD_COLUMNS.map(([column]) => column)];
      const name = `usuarios-rechazados-${found.userLoadJobId}.csv`;
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(toCsv([header, ...rows]));
      return reply;
    },

    getUsersByFilter: async ({ request, params }) =>
      ok(await audienceUsers(db, audienceFilter(request, params))),

    getUsersByFilterPage: async ({ request, params }) =>
      ok(await audienceUsersPage(db, audienceFilter(request, params), params.pageIndex, params.pageCount)),

    async getUserProfileCatalogs({ request }) {
      const companyId = hr(request);
      return ok({ roles: hrRoleCatalog, ...(await activeOrgCatalogs(db, companyId)) });
    },

    async getAttendee({ request, params }) {
      const companyId = hr(request);
      await user(companyId, params.userId);
      return ok(await listUserActivities(db, params.userId, params.activityType));
    },
  } satisfies Partial<HandlerMap>;
}
