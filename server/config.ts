import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
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
  /** The portal's public origin (no trailing slash): every link in an e-mail starts with it. */
  publicUrl: string;
  /** SMTP relay (smtp://user:pass@host:587 or smtps://…); without it mail goes to files in outboxDir. */
  smtpUrl?: string;
  /** The From of every e-mail sent through SMTP. */
  mailFrom: string;
  /** Where mail is kept as files when there is no SMTP relay (DATA_DIR/outbox). */
  outboxDir: string;
  /** The sandbox payment provider answers (its page and decisions); off means no payments can start. */
  paymentsSandbox: boolean;
  /** HS256 key for access tokens; refresh tokens are derived with a key computed from it. */
  jwtKey: Uint8Array;
  passwordCost: PasswordCost;
  /** Built SPA (dist/) to serve; absent in API-only tests. */
  staticDir?: string;
  /**
   * Which reverse proxies may set X-Forwarded-For: false (none, the default: the header is ignored), a number
   * of hops, or their addresses/CIDR ranges. Fastify's trustProxy.
   */
  trustProxy: false | number | string[];
  logLevel: LogLevel;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /** Where uploaded files are stored (DATA_DIR/uploads), served under /files/uploads/. */
  uploadsDir: string;
  /** The company's IANA time zone: what "today" means for date rules, PDFs, CSV files and e-mails. */
  timeZone: string;
  /** Redis for hub traffic shared by several gateways (REDIS_URL); without it one gateway works alone. */
  redisUrl?: string;
  /**
   * The portal's name space in Redis (LIVE_NAMESPACE); unset, a random id kept in the database (decision 0280).
   * Two portals sharing one Redis must differ; every gateway of one portal must agree.
   */
  liveNamespace?: string;
  /** VAPID keys that sign Web Push messages, and the contact push services may write to. */
  vapid: VapidKeys;
  /**
   * The portal's default company (DEFAULT_COMPANY_ID): the company of a visitor, who has no session
   * (registration, contact form, public catalogues). Must name an existing company (checked at start).
   */
  defaultCompanyId: number;
  /** The build GET /api/health names: BUILD_VERSION (a release tag or commit), else the package's version. */
  buildVersion: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const DEFAULT_VAPID_SUBJECT = 'mailto:contacto@muropride.mx';

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (every gateway of a portal needs the same pair, or browsers'
 * subscriptions stop working); otherwise a pair created once and kept at DATA_DIR/vapid.json.
 */
function loadVapidKeys(env: NodeJS.ProcessEnv, dataDir: string): VapidKeys {
  const subject = env.VAPID_SUBJECT || DEFAULT_VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = join(dataDir, 'vapid.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(webPush.generateVAPIDKeys()), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { ...keys, subject };
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

/** The company id the spec's client sends everywhere (spec 000 §1). */
const SPEC_COMPANY_ID = 871;

const DEFAULT_MAIL_FROM = 'Muro Pride <no-reply@muropride.mx>';

export function configFromEnv(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  staticDir: string,
  port: number,
): AppConfig {
  const production = env.NODE_ENV === 'production';
  return {
    production,
    publicUrl: publicUrlFromEnv(env.PUBLIC_URL, production, port),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    outboxDir: join(dataDir, 'outbox'),
    paymentsSandbox: env.PAYMENTS_SANDBOX ? env.PAYMENTS_SANDBOX === '1' : !production,
    jwtKey: loadJwtKey(env, dataDir),
    passwordCost: securePasswordCost,
    staticDir,
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    logLevel: LOG_LEVELS.find((level) => level === env.LOG_LEVEL) ?? 'warn',
    bodyLimit: 1024 * 1024,
    uploadsDir: join(dataDir, 'uploads'),
    timeZone: timeZoneFromEnv(env.TIME_ZONE),
    redisUrl: env.REDIS_URL || undefined,
    liveNamespace: liveNamespaceFromEnv(env.LIVE_NAMESPACE),
    vapid: loadVapidKeys(env, dataDir),
    defaultCompanyId: defaultCompanyFromEnv(env.DEFAULT_COMPANY_ID),
    buildVersion: env.BUILD_VERSION?.trim() || packageVersion(),
  };
}

/** The spec's fixed company 871 unless DEFAULT_COMPANY_ID names another; a typo must stop the start. */
export function defaultCompanyFromEnv(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return SPEC_COMPANY_ID;
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new Error(`DEFAULT_COMPANY_ID '${value}' is not a company id`);
  return Number(text);
}

function packageVersion(): string {
  const file = join(import.meta.dirname, '..', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** LIVE_NAMESPACE when set: letters, digits, '.', '_' or '-', as it becomes part of Redis channel names. */
function liveNamespaceFromEnv(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(text))
    throw new Error(`LIVE_NAMESPACE '${value}' may hold only letters, digits, '.', '_' and '-' (64 at most)`);
  return text;
}

/** TIME_ZONE when it names a real zone; a typo must stop the start rather than shift every date rule. */
function timeZoneFromEnv(value: string | undefined): string {
  if (!value) return DEFAULT_TIME_ZONE;
  if (!isTimeZone(value)) throw new Error(`TIME_ZONE '${value}' is not an IANA time zone`);
  return value;
}

/**
 * PUBLIC_URL as an origin. Links never come from request headers (a forged Host would send reset codes to
 * another site), so production refuses to start without it; development uses the listening address.
 */
export function publicUrlFromEnv(value: string | undefined, production: boolean, port: number): string {
  if (!value) {
    if (production) throw new Error('PUBLIC_URL is required in production: e-mailed links are built from it');
    return `http://localhost:${port}`;
  }
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`PUBLIC_URL '${value}' must be an http or https address`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * TRUST_PROXY: unset or "false" trusts no proxy; "true" is one proxy in front (the address it appends, never
 * a value the client wrote); a number is that many proxies; otherwise a comma-separated list of addresses.
 */
export function trustProxyFromEnv(value: string | undefined): AppConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
