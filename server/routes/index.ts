import type { Services } from '../services.js';
import { accountHandlers } from './account.js';
import { authRecoveryHandlers } from './auth-recovery.js';
import { authRegistrationHandlers } from './auth-registration.js';
import { authSessionHandlers } from './auth-session.js';
import { catalogHandlers } from './catalogs.js';
import { devHandlers } from './dev.js';
import type { HandlerMap } from './handler.js';
import { homeHandlers } from './home.js';
import { siteHandlers } from './site.js';

/** Every operation's handler, by area. `satisfies HandlerMap` makes a missing operation a compile error. */
export function createHandlers(services: Services) {
  return {
    ...authSessionHandlers(services),
    ...authRegistrationHandlers(services),
    ...authRecoveryHandlers(services),
    ...accountHandlers(services),
    ...catalogHandlers(services),
    ...homeHandlers(services),
    ...siteHandlers(services),
    ...devHandlers(services),
  } satisfies HandlerMap;
}
