import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links to a sandbox provider's page: `{id}.{expiry}.{signature}`, the signature an HMAC
 * (key derived from the JWT key and the ticket's purpose) over what the ticket is about and its expiry.
 * Knowing an id (from the database, a log) is not enough, and a ticket for one thing does not open another.
 */
export function createTicketSigner(jwtKey: Uint8Array, purpose: string, minutes: number) {
  const key = createHmac('sha256', jwtKey).update(purpose).digest();
  const sign = (subject: string, expiry: number) =>
    createHmac('sha256', key).update(`${subject}|${expiry}`).digest('base64url');

  return {
    /** `subject` names everything the ticket is bound to; it starts with `id`. */
    issue(id: string, subject: string, now: Date): string {
      const expiry = Math.floor(now.getTime() / 1000) + minutes * 60;
      return `${id}.${expiry}.${sign(subject, expiry)}`;
    },

    /** The id of an unexpired, well-formed ticket and a check of its signature against a subject. */
    read(ticket: string, now: Date): { id: string; signs(subject: string): boolean } | undefined {
      const [id, expiryText, signature] = ticket.split('.');
      const expiry = Number(expiryText);
      if (!id || !signature || !Number.isInteger(expiry) || expiry * 1000 <= now.getTime()) return undefined;
      return {
        id,
        signs(subject) {
          const expected = Buffer.from(sign(subject, expiry));
          const given = Buffer.from(signature);
          return expected.length === given.length && timingSafeEqual(expected, given);
        },
      };
    },
  };
}
