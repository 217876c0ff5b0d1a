import { profileTexts } from './messages/profile.js';

/** Whether the confirmation word of an erasure was typed (docs/decisions/0309); spaces around it do not count. */
export const confirmsErasure = (typed: string) => typed.trim() === profileTexts.eraseWord;
