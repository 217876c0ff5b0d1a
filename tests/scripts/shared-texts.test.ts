import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { sharedTexts } from '../../scripts/shared-texts';

/** Texts both sides may still write (app-shell labels, seed data, a CSV header); past this, move them to domain/ (decision 0291). */
const ALLOWED = 10;

it('keeps the Spanish texts of the gateway and the portal in one place', () => {
  const shared = sharedTexts(resolve(import.meta.dirname, '../..'));
  const listed = shared.map(({ text, server, client }) => `${server} | ${client} | ${text}`);
  expect(listed.length, listed.join('\n')).toBeLessThanOrEqual(ALLOWED);
});
