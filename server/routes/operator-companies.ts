import { isStrongPassword } from '../../domain/password.js';
import { isEmail, normalizeEmail, normalizePassword } from '../auth/input-rules.js';
import {
  deactivateCompany,
  domainTaken,
  findCompanyByDomain,
  findCompanyView,
  insertCompany,
  insertCompanyHr,
  listCompanies,
  updateCompany,
  type CompanyFields,
} from '../companies/company-admin-store.js';
import { copyStarterData } from '../companies/company-starter-store.js';
import { Conflict, invalidInput, type FieldError, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import { messages } from '../messages.js';
import { rewardMessages } from '../rewards/reward-messages.js';
import type { Services } from '../services.js';
import type { BodyOf, HandlerMap } from './handler.js';

const m = rewardMessages.company;

const fieldsOf = (body: BodyOf<'createCompany'>): CompanyFields => ({
  companyName: body.companyName,
  businessName: body.businessName,
  primeDomain: body.primeDomain.toLowerCase(),
  telephone1: body.telephone1,
  telephone2: body.telephone2 ?? '',
});

const sameFields = (current: CompanyFields, sent: CompanyFields) =>
  (Object.keys(sent) as (keyof CompanyFields)[]).every((key) => (current[key] ?? '') === (sent[key] ?? ''));

/**
 * Companies of the operator console (spec 002 "Company"); creating one creates its first HR user and gives it
 * the default company's starter catalogues (0252).
 */
export function operatorCompanyHandlers({ db, clock, passwords, refreshTokens, config }: Services) {
  const found = async (id: number, message = '') => {
    const company = orNotFound(await findCompanyView(db, id), m.notFound);
    return ok(company, message);
  };

  // Visitors browse the default company and register into it: it stays active (0252).
  const keepDefaultActive = (id: number) => {
    if (id === config.defaultCompanyId) throw new Conflict(m.defaultStaysActive);
  };

  return {
    listCompanies: async ({ query }) => ok(await listCompanies(db, query.status ?? true)),
    getCompany: async ({ params }) => found(params.id),
    async getCompanyByDomain({ params }) {
      const company = orNotFound(await findCompanyByDomain(db, params.domain), m.notFound);
      return ok(company);
    },

    async createCompany({ body }) {
      const email = normalizeEmail(body.username ?? '');
      const password = normalizePassword(body.password ?? '');
      const errors: FieldError[] = [];
      if (!isEmail(email)) errors.push({ field: 'username', message: email ? m.emailFormat : m.required });
      if (!isStrongPassword(password))
        errors.push({ field: 'password', message: messages.field.passwordRules });
      if (errors.length > 0) throw invalidInput(errors);
      const fields = fieldsOf(body);
      if (await domainTaken(db, fields.primeDomain, 0))
        throw invalidInput([{ field: 'primeDomain', message: m.domainTaken }]);
      // Hashing is slow by design: before the transaction, so the database lock is held briefly.
      const hash = await passwords.hash(password);
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const companyId = await insertCompany(tx, fields, email);
        const hrUser = { email, passwordHash: hash, firstName: m.hrFirstName, lastName: m.hrLastName };
        if (!(await insertCompanyHr(tx, companyId, hrUser, now))) throw new Conflict(m.emailTaken);
        await copyStarterData(tx, companyId, config.defaultCompanyId);
        return companyId;
      });
      return found(id, m.created);
    },

    async updateCompany({ body }) {
      const current = orNotFound(await findCompanyView(db, body.companyId ?? 0), m.notFound);
      const fields = fieldsOf(body);
      // Once inactive a company is read-only; reactivating it brings it back exactly as it was (spec 002, 0241).
      if (!current.active && (body.active !== true || !sameFields(current, fields)))
        throw new Conflict(m.inactive);
      if (await domainTaken(db, fields.primeDomain, current.companyId))
        throw invalidInput([{ field: 'primeDomain', message: m.domainTaken }]);
      const active = body.active ?? current.active;
      if (!active) keepDefaultActive(current.companyId);
      await updateCompany(db, current.companyId, fields, active);
      if (!active) await refreshTokens.revokeCompany(current.companyId, clock());
      return found(current.companyId, m.updated);
    },
    async deactivateCompany({ params }) {
      keepDefaultActive(params.id);
      const current = orNotFound(await findCompanyView(db, params.id), m.notFound);
      if (!current.active) throw new Conflict(m.alreadyInactive);
      await deactivateCompany(db, params.id);
      // Its people's sign-ins end now: the next call with an old token is refused and their sockets close.
      await refreshTokens.revokeCompany(params.id, clock());
      return ok(null, m.deactivated);
    },
  } satisfies Partial<HandlerMap>;
}
