import { createAccessTokens, type AccessTokens } from './auth/access-tokens.js';
import { createPasswordHasher, type PasswordHasher } from './auth/passwords.js';
import { createRefreshTokens, type RefreshTokens } from './auth/refresh-tokens.js';
import type { Clock } from './clock.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/mailer.js';

/** What handlers work with, built once per app and passed to each area's handler factory. */
export interface Services {
  db: Database;
  config: AppConfig;
  clock: Clock;
  mailer: Mailer;
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
}

export function createServices(db: Database, config: AppConfig, clock: Clock, mailer: Mailer): Services {
  return {
    db,
    config,
    clock,
    mailer,
    passwords: createPasswordHasher(config.passwordCost),
    accessTokens: createAccessTokens(config.jwtKey),
    refreshTokens: createRefreshTokens(db, config.jwtKey),
  };
}
