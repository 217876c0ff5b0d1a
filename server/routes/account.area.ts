import { accountAdditionalEmailHandlers } from './account-additional-email.js';
import { accountHandlers } from './account.js';
import { defineArea, joinHandlers } from './area.js';

export const accountArea = defineArea({
  name: 'account',
  handlers: joinHandlers(accountHandlers, accountAdditionalEmailHandlers),
});
