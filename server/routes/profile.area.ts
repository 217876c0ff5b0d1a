import { seedProfileArea } from '../db/seed/profile-seed.js';
import { defineArea } from './area.js';
import { profileHandlers } from './profile.js';

export const profileArea = defineArea({
  name: 'profile',
  handlers: profileHandlers,
  seed: { order: 20, run: seedProfileArea },
  uploads: ['editProfile'],
});
