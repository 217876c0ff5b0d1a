import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../domain/dates.js';

/** argon2id cost; the defaults follow OWASP's recommendation (19 MiB, 2 passes, 1 lane). */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

const securePasswordCost: PasswordCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  /** NODE_ENV=production: no dev outbox route, mail is not printed (nor with logLevel silent). */
  production: boolean;
  /** HS256 key for access tokens; refresh tokens are derived with a key computed from it. */
  jwtKey: Uint8Array;
  passwordCost: PasswordCost;
  /** Origin used in e-mailed links; otherwise taken from the request. */
  publicUrl?: string;
  /** Built SPA (dist/) to serve; absent in API-only tests. */
  staticDir?: string;
  /** Honour X-Forwarded-For for the client address (behind a reverse proxy). */
  trustProxy: boolean;
  logLevel: LogLevel;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /** Where uploaded files are stored (DATA_DIR/uploads), served under /files/uploads/. */
  uploadsDir: string;
  /** The company's IANA time zone: what "today" means for date rules, PDFs, CSV files and e-mails. */
  timeZone: string;
}

/** JWT_SECRET when set; otherwise a random key created once and kept at DATA_DIR/jwt.key. */
function loadJwtKey(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  const file = join(dataDir, 'jwt.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

export function configFromEnv(env: NodeJS.ProcessEnv, dataDir: string, staticDir: string): AppConfig {
  const production = env.NODE_ENV === 'production';
  return {
    production,
    jwtKey: loadJwtKey(env, dataDir),
    passwordCost: securePasswordCost,
    publicUrl: env.PUBLIC_URL || undefined,
    staticDir,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: LOG_LEVELS.find((level) => level === env.LOG_LEVEL) ?? 'warn',
    bodyLimit: 1024 * 1024,
    uploadsDir: join(dataDir, 'uploads'),
    timeZone: timeZoneFromEnv(env.TIME_ZONE),
  };
}

/** TIME_ZONE when it names a real zone; a typo must stop the start rather than shift every date rule. */
function timeZoneFromEnv(value: string | undefined): string {
  if (!value) return DEFAULT_TIME_ZONE;
  if (!isTimeZone(value)) throw new Error(`TIME_ZONE '${value}' is not an IANA time zone`);
  return value;
}
