import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { PasswordCost } from '../config.js';

/** argon2id hashing; the cost comes from config (secure by default, lowered only in tests). */
export function createPasswordHasher(cost: PasswordCost) {
  // Algorithm is an ambient const enum (unusable as a value under isolatedModules); 2 is Argon2id.
  const argon2id: Algorithm.Argon2id = 2;
  const options = { algorithm: argon2id, ...cost };
  let decoy: Promise<string> | undefined;
  return {
    hash: (password: string) => hash(password, options),
    async verify(passwordHash: string | null, password: string): Promise<boolean> {
      // Unknown users still pay for one verification, so timing does not reveal who is registered.
      decoy ??= hash('decoy-password', options);
      const target = passwordHash ?? (await decoy);
      const matches = await verify(target, password).catch(() => false);
      return passwordHash !== null && matches;
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
