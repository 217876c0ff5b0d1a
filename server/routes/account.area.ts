import { accountAdditionalEmailHandlers } from './account-additional-email.js';
import { accountHandlers } from './account.js';
import { defineArea } from './area.js';

export const accountArea = defineArea({
  name: 'account',
  handlers: (services) => ({
    ...accountHandlers(services),
    ...accountAdditionalEmailHandlers(services),
  }),
});
