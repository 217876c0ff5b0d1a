import { consumeCode, issueCode } from '../auth/account-codes.js';
import { isAdult, isEmail, normalizeEmail, normalizePassword } from '../auth/input-rules.js';
import { isStrongPassword } from '../../domain/password.js';
import { catalogHas, type CatalogName } from '../catalogs/catalog-store.js';
import { onCorporateDomain } from '../companies/company-store.js';
import { companyToJoin } from '../companies/joining.js';
import type { Queryable } from '../db/database.js';
import { Code, fail, ok } from '../http/envelope.js';
import { alreadyRegisteredMail, verificationMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import { admit } from '../throttle/event-throttle.js';
import { confirmEmail, findAccountByEmail, insertUser } from '../users/user-store.js';
import type { BodyOf, HandlerMap } from './handler.js';
import { invalidInput, type FieldError } from '../domain-errors.js';

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
export function authRegistrationHandlers({ db, clock, config, mailer, passwords, background }: Services) {
  const verificationLink = (userId: number, code: string) =>
    `${config.publicUrl}/verify-account?userId=${userId}&code=${code}`;

  /** The owner of an address someone registered again hears of it; a few times an hour at most. */
  async function tellOwner(email: string, now: Date): Promise<void> {
    const account = await findAccountByEmail(db, email);
    if (!account || !(await admit(db, 'registeredNoticePerAccount', account.user_id, now))) return;
    const link = account.email_confirmed
      ? `${config.publicUrl}/home`
      : verificationLink(account.user_id, await issueCode(db, account.user_id, 'verify', now));
    await mailer.send(alreadyRegisteredMail(account.email, link, account.email_confirmed));
  }

  return {
    async register({ body }) {
      const now = clock();
      const errors = await registrationErrors(db, body, now);
      if (errors.length > 0) throw invalidInput(errors);
      const email = normalizeEmail(body.email);
      const firstName = body.firstName.trim();
      const passwordHash = await passwords.hash(normalizePassword(body.password));
      const created = await db.transaction(async (tx) => {
        const joining = await companyToJoin(tx, email, body.ReferralToken, config.defaultCompanyId, now);
        const userId = await insertUser(tx, {
          companyId: joining.companyId,
          invitationId: joining.invitationId,
          email,
          passwordHash,
          firstName,
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
          createdAt: now,
        });
        return userId === undefined
          ? undefined
          : { userId, companyName: joining.companyName, code: await issueCode(tx, userId, 'verify', now) };
      });
      // A known address gets the same reply, and its mail is sent after it like a new one's, so neither the
      // reply nor its timing says who is registered (docs/decisions/0215-registration-without-an-oracle.md).
      background.run('registration mail', async () => {
        if (!created) return tellOwner(email, now);
        await mailer.send(
          verificationMail(
            email,
            firstName,
            created.companyName,
            verificationLink(created.userId, created.code),
          ),
        );
      });
      return ok(null, messages.registered);
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

    // The same answer for every address: the domain alone says whether it is corporate, and nothing says
    // whether it is registered (docs/decisions/0211-recovery-without-an-oracle.md).
    async validateEmailAccount({ body }) {
      const email = normalizeEmail(body.email);
      if (!isEmail(email)) throw invalidInput([{ field: 'email', message: messages.field.emailFormat }]);
      return ok({ isCorporateUser: await onCorporateDomain(db, email), userId: null, additionalEmail: null });
    },
  } satisfies Partial<HandlerMap>;
}
