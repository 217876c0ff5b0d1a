import { describe, expect, it } from 'vitest';
import { isKeptOffline } from '@/app/offline/kept-offline';

describe('what a device keeps for offline use (decision 0301)', () => {
  it("keeps a person's own records and what their company shows every member", () => {
    for (const key of [
      ['home', 'widgets', 1003],
      ['account', 'profile', 1003],
      ['rewards', 'history', { from: '2026-01-01' }],
      ['store', 'orders', 1],
      ['posts', 1003, 'month', '2026-11', 0],
      ['jobs', 'list', ''],
      ['jobs', 'mine', 1003, true, 1],
      ['directory', 'item', 4],
      ['billboard', 'mine', 1003],
      ['recognition', 'top1'],
      ['notifications', 'list'],
      ['surveys', 'profile', 1003],
      ['talks', 'latest', 1003],
    ]) {
      expect(isKeptOffline(key), JSON.stringify(key)).toBe(true);
    }
  });

  it("never keeps chat, HR's and operators' consoles, or other people's applications and reports", () => {
    for (const key of [
      ['chat', 'messages', 'contact', 7],
      ['chat', 'unread'],
      ['admin-org', 'user', 1003],
      ['admin-surveys', 'survey', 2],
      ['operator', 'companies'],
      ['audience', 'page', {}, 1],
      ['auth', 'invitation', 'token'],
      ['jobs', 'candidates', 5],
      ['jobs', 'to-approve', 1],
      ['billboard', 'to-authorize'],
      ['posts', 'report', 3],
    ]) {
      expect(isKeptOffline(key), JSON.stringify(key)).toBe(false);
    }
  });
});
