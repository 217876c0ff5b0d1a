import { defineArea, joinHandlers } from './area.js';
import { authAdditionalEmailHandlers } from './auth-additional-email.js';
import { authRecoveryHandlers } from './auth-recovery.js';
import { authRegistrationHandlers } from './auth-registration.js';
import { authSessionHandlers } from './auth-session.js';

export const authArea = defineArea({
  name: 'auth',
  handlers: joinHandlers(
    authSessionHandlers,
    authRegistrationHandlers,
    authRecoveryHandlers,
    authAdditionalEmailHandlers,
  ),
});
