import { adminInvitationHandlers } from './admin-invitations.js';
import { defineArea } from './area.js';

export const adminInvitationsArea = defineArea({
  name: 'admin-invitations',
  handlers: adminInvitationHandlers,
});
