import { consumeCode, issueCode } from '../auth/account-codes.js';
import {
  isAdult,
  isEmail,
  isStrongPassword,
  normalizeEmail,
  normalizePassword,
} from '../auth/input-rules.js';
import { catalogHas, type CatalogName } from '../catalogs/catalog-store.js';
import { DEMO_COMPANY_ID, findCompany, isCorporateEmail } from '../companies/company-store.js';
import type { Queryable } from '../db/database.js';
import { Code, fail, ok } from '../http/envelope.js';
import { verificationMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import { confirmEmail, findAccountByEmail, insertUser } from '../users/user-store.js';
import type { BodyOf, HandlerMap } from './handler.js';
import { Conflict, invalidInput, NotFound, type FieldError } from '../domain-errors.js';

type RegisterPayload = BodyOf<'register'>;

async function registrationErrors(db: Queryable, body: RegisterPayload, now: Date): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const required = messages.field.required;
  if (!isEmail(normalizeEmail(body.email)))
    errors.push({ field: 'email', message: messages.field.emailFormat });
  if (!isStrongPassword(normalizePassword(body.password))) {
    errors.push({ field: 'password', message: messages.field.passwordRules });
  }
  if (!body.firstName.trim()) errors.push({ field: 'firstName', message: required });
  if (!body.lastName.trim()) errors.push({ field: 'lastName', message: required });
  if (!isAdult(body.birthday, now)) errors.push({ field: 'birthday', message: messages.field.minimumAge });
  if (body.mobileConfirm !== undefined && body.mobileConfirm !== body.mobile) {
    errors.push({ field: 'mobileConfirm', message: messages.field.mobilesDiffer });
  }
  const catalogs: [string, CatalogName, number | undefined][] = [
    ['MaritalStatusTypeId', 'maritalStatus', body.MaritalStatusTypeId],
    ['NationalityTypeId', 'nationality', body.NationalityTypeId],
    ['CountryStateTypeId', 'countryState', body.CountryStateTypeId],
  ];
  for (const [field, catalog, id] of catalogs) {
    if (id !== undefined && !(await catalogHas(db, catalog, id))) {
      errors.push({ field, message: 'El valor no es válido.' });
    }
  }
  return errors;
}

/** Registration of members, account verification and the e-mail check of the recovery flow. */
export function authRegistrationHandlers({ db, clock, config, mailer, passwords }: Services) {
  return {
    async register({ body }) {
      const now = clock();
      const errors = await registrationErrors(db, body, now);
      if (errors.length > 0) throw invalidInput(errors);
      const company = await findCompany(db, body.CompanyId ?? DEMO_COMPANY_ID);
      if (!company?.activate_registration) return fail(Code.failure, messages.companyUnknown);
      const passwordHash = await passwords.hash(normalizePassword(body.password));
      const created = await db.transaction(async (tx) => {
        const userId = await insertUser(tx, {
          companyId: company.company_id,
          email: normalizeEmail(body.email),
          passwordHash,
          firstName: body.firstName.trim(),
          middleName: body.middleName?.trim() || undefined,
          lastName: body.lastName.trim(),
          birthday: body.birthday,
          maritalStatusId: body.MaritalStatusTypeId,
          nationalityId: body.NationalityTypeId,
          countryStateId: body.CountryStateTypeId,
          postalCode: body.PostalCode,
          rfc: body.RFC,
          gender: body.gender,
          mobile: body.mobile,
          referralToken: body.ReferralToken,
          createdAt: now,
        });
        return userId === undefined
          ? undefined
          : { userId, code: await issueCode(tx, userId, 'verify', now) };
      });
      if (!created) throw new Conflict(messages.emailTaken);
      const link = `${config.publicUrl}/verify-account?userId=${created.userId}&code=${created.code}`;
      await mailer.send(verificationMail(normalizeEmail(body.email), body.firstName.trim(), link));
      return ok({ userId: created.userId }, messages.registered);
    },

    async verifyAccount({ body }) {
      const now = clock();
      const verified = await db.transaction(async (tx) => {
        const used = await consumeCode(tx, body.UserId, 'verify', body.Code, now);
        if (used) await confirmEmail(tx, body.UserId);
        return used;
      });
      return verified ? ok(null, messages.verified) : fail(Code.failure, messages.verifyFailed);
    },

    async validateEmailAccount({ body }) {
      const account = await findAccountByEmail(db, body.email);
      const company = account?.email_confirmed ? await findCompany(db, account.company_id) : undefined;
      if (!account || !company) throw new NotFound(messages.userNotRegistered);
      return ok({
        isCorporateUser: isCorporateEmail(account.email, company),
        userId: account.user_id,
        additionalEmail: account.additional_email,
      });
    },
  } satisfies Partial<HandlerMap>;
}
