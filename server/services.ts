import { createAccessTokens, type AccessTokens } from './auth/access-tokens.js';
import { createPasswordHasher, type PasswordHasher } from './auth/passwords.js';
import { createRefreshTokens, type RefreshTokens } from './auth/refresh-tokens.js';
import { createSessionStatus, type SessionStatus } from './auth/session-status.js';
import type { BackgroundTasks } from './background-tasks.js';
import type { Clock } from './clock.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { WatchedMailer } from './mail/watched-mailer.js';
import { createUploadStore, type UploadStore } from './uploads/upload-store.js';
import { createPaymentTickets, type PaymentTickets } from './payments/payment-tickets.js';
import { dayIn } from '../domain/dates.js';
import type { LivePublisher } from './live/live-publisher.js';
import { createNotifier, type Notifier } from './notifications/notifier.js';
import type { PushSender } from './push/push-sender.js';
import type { AuthUser } from './auth/access-tokens.js';
import { companyOfCaller } from './companies/tenant.js';

/** What handlers work with, built once per app and passed to each area's handler factory. */
export interface Services {
  db: Database;
  config: AppConfig;
  clock: Clock;
  mailer: WatchedMailer;
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  /** What each sign-in may do now (live, role, company, membership), cached briefly. */
  sessions: SessionStatus;
  uploads: UploadStore;
  /** Signed links to the sandbox payment page. */
  paymentTickets: PaymentTickets;
  /** Today (YYYY-MM-DD) in the company's time zone, by the injected clock. */
  today(): string;
  /** The company a call works on: the caller's (request.user), or the portal's default one for a visitor. */
  companyOf(caller: AuthUser | null): number;
  /** Pushes events to people's open pages through the live hubs. */
  live: LivePublisher;
  /** Stores a notification and rings the person's bell at once. */
  notifier: Notifier;
  /** Work that runs after the reply (mail whose sending must not show in the reply's timing). */
  background: BackgroundTasks;
}

export function createServices(
  db: Database,
  config: AppConfig,
  clock: Clock,
  mailer: WatchedMailer,
  live: LivePublisher,
  push: PushSender,
  background: BackgroundTasks,
): Services {
  const sessions = createSessionStatus(db, {
    sessionsEnded: (ids) => void live.sessionsEnded(ids),
    peopleChanged: (ids) => void live.peopleChanged(ids),
  });
  return {
    db,
    config,
    clock,
    mailer,
    passwords: createPasswordHasher(config.passwordCost),
    accessTokens: createAccessTokens(config.jwtKey, sessions),
    refreshTokens: createRefreshTokens(db, config.jwtKey, sessions),
    sessions,
    uploads: createUploadStore(db, config.uploadsDir),
    paymentTickets: createPaymentTickets(config.jwtKey),
    today: () => dayIn(clock(), config.timeZone),
    companyOf: (caller) => companyOfCaller(caller, config.defaultCompanyId),
    live,
    notifier: createNotifier(live, clock, push, db),
    background,
  };
}
