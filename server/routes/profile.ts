import type { FastifyRequest } from 'fastify';
import { currentUser, requireRole } from '../auth/request-auth.js';
import { Roles } from '../../domain/roles.js';
import { genderIdentityExists } from '../catalogs/catalog-store.js';
import { Code, fail, ok } from '../http/envelope.js';
import { messages } from '../messages.js';
import { applicationsOf } from '../job-bank/postulant-store.js';
import { profileMessages } from '../profile/profile-messages.js';
import { EXTERNAL_PROVIDER, newPasswordOf, optionalText, profileErrors } from '../profile/profile-rules.js';
import type { Services } from '../services.js';
import { findProfile, listActivities, saveProfile } from '../users/profile-store.js';
import { requireCompanyPerson } from '../users/company-person.js';
import { findAccountById } from '../users/user-store.js';
import { checkCurrentPassword } from '../auth/current-password.js';
import type { HandlerMap } from './handler.js';
import { profileTexts } from '../../domain/messages/profile.js';
import { sendPersonalData } from '../privacy/personal-data-reply.js';
import { invalidInput, NotFound, orNotFound } from '../domain-errors.js';
import { confirmsErasure } from '../../domain/account-erasure.js';
import { eraseAccount } from '../privacy/erase-account.js';
import { recordAct } from '../audit/audit-recorder.js';

/** The caller's own id, or one of its company's people for HR (another person's lists are HR-only). */
async function subjectId(services: Services, request: FastifyRequest, userId: number): Promise<number> {
  const user = currentUser(request);
  if (userId === user.userId) return userId;
  requireRole(request, Roles.hr);
  await requireCompanyPerson(services.db, user.companyId, userId);
  return userId;
}

/** The /profile page: own profile, the profile form with photo and password, activities, services, applications. */
export function profileHandlers(services: Services) {
  const { db, clock, passwords, uploads, refreshTokens } = services;
  return {
    async downloadMyData({ request, reply }) {
      return sendPersonalData(services, request, reply, {
        userId: currentUser(request).userId,
        throttle: 'myDataPerAccount',
        tooOften: profileMessages.myDataTooOften,
        area: 'profile',
        action: 'downloadMyData',
        fileName: profileTexts.myDataFile(services.today()),
      });
    },

    async deleteMe({ request, body }) {
      const { userId } = currentUser(request);
      const stored = await findProfile(db, userId);
      const account = await findAccountById(db, userId);
      if (!stored || !account) throw new NotFound(messages.userNotFound);
      const external = stored.loginProvider === EXTERNAL_PROVIDER;
      const typed = body.currentPassword ?? '';
      const errors = [];
      if (!confirmsErasure(body.confirmation))
        errors.push({ field: 'confirmation', message: profileTexts.eraseWordWrong });
      if (!external && typed === '')
        errors.push({ field: 'currentPassword', message: profileTexts.erasePasswordNeeded });
      if (errors.length > 0) throw invalidInput(errors);
      if (!external) {
        const check = await checkCurrentPassword(db, passwords, account, typed, request.ip, clock());
        if (check === 'throttled') return fail(Code.tooManyAttempts, messages.tooManyAttempts);
        if (check === 'wrong') return fail(Code.wrongCurrentPassword, profileMessages.wrongCurrentPassword);
      }
      await eraseAccount(services, userId);
      await recordAct(db, clock(), request, {
        area: 'profile',
        action: 'deleteMe',
        entity: `userId=${userId}`,
      });
      return ok(null, profileTexts.erased);
    },

    async getOwnProfile({ request }) {
      const profile = orNotFound(await findProfile(db, currentUser(request).userId), messages.userNotFound);
      return ok(profile);
    },

    async editProfile({ body, files, request }) {
      const { userId, companyId, sessionId } = currentUser(request);
      const stored = await findProfile(db, userId);
      const account = await findAccountById(db, userId);
      if (!stored || !account) throw new NotFound(messages.userNotFound);
      const errors = profileErrors(body, stored, clock());
      const newPassword = newPasswordOf(body, stored, errors);
      if (files.photo && stored.loginProvider === EXTERNAL_PROVIDER) {
        errors.push({ field: 'photo', message: profileMessages.photoLocked });
      }
      const flag = body.GenderIdentityId;
      if (flag !== undefined && !(await genderIdentityExists(db, companyId, flag))) {
        errors.push({ field: 'GenderIdentityId', message: messages.genderIdentityNotFound });
      }
      if (errors.length > 0) throw invalidInput(errors);
      let passwordHash: string | undefined;
      if (newPassword) {
        const typed = body.currentPassword ?? '';
        const check = await checkCurrentPassword(db, passwords, account, typed, request.ip, clock());
        if (check === 'throttled') return fail(Code.tooManyAttempts, messages.tooManyAttempts);
        if (check === 'wrong') return fail(Code.wrongCurrentPassword, profileMessages.wrongCurrentPassword);
        passwordHash = await passwords.hash(newPassword);
      }
      const [photo] = files.photo ? await uploads.save(userId, 'profile', [files.photo]) : [];
      try {
        await saveProfile(db, userId, {
          firstName: body.firstName.trim(),
          middleName: optionalText(body.middleName),
          lastName: optionalText(body.lastName),
          birthday: body.birthday,
          pronoun: body.pronoun,
          nickname: optionalText(body.nickname),
          genderIdentityId: flag,
          urlProfileImage: photo,
          passwordHash,
        });
      } catch (error) {
        await uploads.release(userId, [photo]);
        throw error;
      }
      // The replaced photo is freed; a seeded or external one is not the member's upload and stays.
      if (photo) await uploads.release(userId, [stored.urlProfileImage]);
      // A new password ends every other sign-in: whoever knew the old one is out at their next request.
      if (passwordHash) await refreshTokens.revokeAll(userId, clock(), sessionId);
      const saved = orNotFound(await findProfile(db, userId), messages.userNotFound);
      return ok(saved, profileMessages.saved);
    },

    async getUserActivity({ params, request }) {
      return ok(await listActivities(db, await subjectId(services, request, params.id)));
    },

    async getPostulantsByUserId({ query, request }) {
      return ok(
        await applicationsOf(db, await subjectId(services, request, query.userId), services.config.timeZone),
      );
    },
  } satisfies Partial<HandlerMap>;
}
