import { currentUser } from '../auth/request-auth.js';
import { VerifyCode } from '../../domain/directory.js';
import { Conflict, invalidInput, NotFound } from '../domain-errors.js';
import { Code, fail, ok } from '../http/envelope.js';
import { challengePage, challengePageUrl, challengeResultPath } from '../directory/card-challenge-page.js';
import { tokenizeCard } from '../directory/card-sandbox.js';
import {
  createVerification,
  decideVerification,
  findCard,
  findVerification,
  saveCard,
  type Verification,
} from '../directory/card-store.js';
import { directoryMessages } from '../directory/directory-messages.js';
import { findItem } from '../directory/directory-store.js';
import { companyDirectoryValues } from '../directory/settings-store.js';
import { createTicketSigner } from '../payments/signed-ticket.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

const CHALLENGE_TICKET_MINUTES = 30;
const m = directoryMessages.card;
const subjectOf = (v: Pick<Verification, 'token' | 'user_id' | 'directory_info_id'>) =>
  `${v.token}|${v.user_id}|${v.directory_info_id}`;

/**
 * Card verification of paid directory entries through the sandbox provider (docs/decisions/0122): the owner's
 * RedPayCardToken and VerifyCard, and the provider's challenge page with its decision. Off with the payment
 * sandbox (PAYMENTS_SANDBOX), like the store's payments.
 */
export function directoryCardHandlers(services: Services) {
  const { db, clock, config } = services;
  const tickets = createTicketSigner(config.jwtKey, 'sandbox-card-challenge', CHALLENGE_TICKET_MINUTES);

  /** The caller's own entry that needs a card; anyone else's is "not found". */
  async function ownEntry(userId: number, companyId: number, id: number) {
    const item = await findItem(db, companyId, id);
    if (!item || item.ownerId !== userId) throw new NotFound(directoryMessages.notFound);
    if (item.cardStatus === 'notNeeded') throw new Conflict(m.notNeeded);
    return item;
  }

  async function verificationOf(ticket: string) {
    const read = tickets.read(ticket, clock());
    const verification = read ? await findVerification(db, read.id) : undefined;
    if (!read || !verification || !read.signs(subjectOf(verification))) {
      throw new NotFound(m.challengeNotFound);
    }
    return verification;
  }

  return {
    async redPayCardToken({ query, body, request }) {
      const user = currentUser(request);
      const item = await ownEntry(user.userId, user.companyId, query.directoryInfoid);
      if (!config.paymentsSandbox) return fail(Code.failure, m.unavailable);
      if (item.cardStatus === 'verified') throw new Conflict(m.verified);
      const tokenized = tokenizeCard(body, services.today());
      if ('errors' in tokenized) throw invalidInput(tokenized.errors);
      await saveCard(db, { directoryInfoId: item.directoryInfoId, userId: user.userId }, tokenized, clock());
      return ok(
        { token: tokenized.token, cardType: tokenized.brand, lastFour: tokenized.lastFour },
        m.tokenized,
      );
    },

    async verifyCard({ query, request }) {
      const user = currentUser(request);
      const item = await ownEntry(user.userId, user.companyId, query.directoryInfoid);
      if (!config.paymentsSandbox) return fail(Code.failure, m.unavailable);
      if (item.cardStatus === 'verified') {
        return ok({ responseCode: VerifyCode.alreadyVerified, urlRedirect: null }, m.verified);
      }
      const card = await findCard(db, item.directoryInfoId);
      if (!card) return ok({ responseCode: VerifyCode.refused, urlRedirect: null }, m.refused);
      const amountCents = (await companyDirectoryValues(db, user.companyId)).AmountToVerify * 100;
      const now = clock();
      if (card.sandbox_outcome === 'decline') {
        await createVerification(db, card, amountCents, 'rejected', now);
        return ok({ responseCode: VerifyCode.refused, urlRedirect: null }, m.refused);
      }
      if (card.sandbox_outcome === 'approve') {
        await createVerification(db, card, amountCents, 'approved', now);
        return ok({ responseCode: VerifyCode.verified, urlRedirect: null }, m.verified);
      }
      const token = await createVerification(db, card, amountCents, 'pending', now);
      const ticket = tickets.issue(token, subjectOf({ ...card, token }), now);
      return ok({ responseCode: VerifyCode.challenge, urlRedirect: challengePageUrl(ticket) }, m.challenge);
    },

    async getSandboxCardChallenge({ params, reply }) {
      const verification = await verificationOf(params.ticket);
      if (verification.status !== 'pending') {
        const approved = verification.status === 'approved';
        return reply.redirect(challengeResultPath(approved, verification.directory_info_id), 303);
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(challengePage(verification, params.ticket));
    },

    async decideSandboxCardChallenge({ params, reply }) {
      const { token, directory_info_id } = await verificationOf(params.ticket);
      const decided = await decideVerification(db, token, params.decision === 'approve', clock());
      const approved = decided?.status === 'approved';
      return reply.redirect(challengeResultPath(approved, directory_info_id), 303);
    },
  } satisfies Partial<HandlerMap>;
}
