import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { sharedTexts } from '../../scripts/shared-texts';

/** Texts both sides still write; each one past this is a wording to move to domain/ (decision 0291). */
const ALLOWED = 30;

it('keeps the Spanish texts of the gateway and the portal in one place', () => {
  const shared = sharedTexts(resolve(import.meta.dirname, '../..'));
  const listed = shared.map(({ text, server, client }) => `${server} | ${client} | ${text}`);
  expect(listed.length, listed.join('\n')).toBeLessThanOrEqual(ALLOWED);
});
