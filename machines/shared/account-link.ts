import type { components } from '../../openapi/generated/schema';

/** What an e-mailed account link carried in its query string; null where it lacks one. */
export interface AccountLink {
  userId: number | null;
  code: string | null;
}

/** The link's userId and code as the gateway takes them. */
export type AccountLinkPayload = components['schemas']['VerifyAccountPayload'];

/** A link without its userId or its code cannot be sent. */
export const hasAccountLink = ({ context }: { context: AccountLink }) =>
  context.userId !== null && !!context.code;

export const linkPayload = ({ context }: { context: AccountLink }): AccountLinkPayload => ({
  UserId: context.userId ?? 0,
  Code: context.code ?? '',
});
