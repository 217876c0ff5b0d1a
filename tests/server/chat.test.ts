import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages as m } from '../../server/chat/chat-messages.js';
import { apiClient, dataOf, envelopeOf, type ApiClient } from './support/api-client.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

describe.each(stores)('chat on $name', (store) => {
  let asAna: ApiClient;
  let asBeto: ApiClient;
  let asHr: ApiClient;
  const t = useTestApp(store);
  const { ana, beto, hr } = useDemoPeople(t, { ana: 'alejandro', beto: 'member', hr: 'hr' });
  beforeAll(async () => {
    [asAna, asBeto, asHr] = [ana, beto, hr].map((s) => apiClient(t.app, s.token)) as [
      ApiClient,
      ApiClient,
      ApiClient,
    ];
  });

  const send = (client: ApiClient, body: { message: string; receiver?: number; groupId?: number }) =>
    client.POST('/chats/sendmessage', { body });

  it('lists the company as contacts, 20 at a time, without oneself', async () => {
    const all = dataOf(await asAna.GET('/chats/contacts'));
    expect(all.some((c) => c.contactId === ana.userId)).toBe(false);
    expect(all.some((c) => c.contactId === beto.userId)).toBe(true);
    const first = dataOf(
      await asAna.GET('/chats/contactsOpt', { params: { query: { offset: 0, limit: 2 } } }),
    );
    expect(first.activeContacts).toEqual(all.slice(0, 2));
    expect(first.hasMore).toBe(all.length > 2);
  });

  it('sends, lists and marks a direct message read', async () => {
    const sent = dataOf(await send(asAna, { message: '  Hola Beto  ', receiver: beto.userId }));
    expect(sent).toMatchObject({
      message: 'Hola Beto',
      isSender: true,
      status: 'Sent',
      contactId: beto.userId,
    });
    const chats = dataOf(await asBeto.GET('/chats'));
    expect(chats[0]).toMatchObject({ contactId: ana.userId, unread: 1 });
    const unread = chats.reduce((sum, c) => sum + c.unread, 0);
    expect(dataOf(await asBeto.GET('/chats/unread'))).toEqual({ unread });
    expect(dataOf(await asAna.GET('/chats/unread')).unread).toBe(0);
    const page = dataOf(
      await asBeto.GET('/chats/messages/{contactId}', { params: { path: { contactId: ana.userId } } }),
    );
    expect(page.messages.at(-1)).toMatchObject({ message: 'Hola Beto', isSender: false, status: 'Sent' });
    expect(dataOf(await asBeto.PUT('/chats/updateread/{id}', { params: { path: { id: ana.userId } } }))).toBe(
      1,
    );
    expect(dataOf(await asBeto.GET('/chats/unread'))).toEqual({ unread: unread - 1 });
    const after = dataOf(
      await asAna.GET('/chats/messages/{contactId}', { params: { path: { contactId: beto.userId } } }),
    );
    expect(after.messages.at(-1)?.status).toBe('Read');
  });

  it('pages older messages by date', async () => {
    for (let i = 0; i < 31; i++) {
      t.time.advance(1000);
      dataOf(await send(asAna, { message: `mensaje ${i}`, receiver: hr.userId }));
    }
    const latest = dataOf(
      await asAna.GET('/chats/messages/{contactId}', { params: { path: { contactId: hr.userId } } }),
    );
    expect(latest.messages).toHaveLength(30);
    expect(latest.hasMore).toBe(true);
    expect(latest.messages.at(-1)?.message).toBe('mensaje 30');
    const older = dataOf(
      await asAna.GET('/chats/messages/{contactId}/{beforeDate}', {
        params: { path: { contactId: hr.userId, beforeDate: latest.messages[0]?.date ?? '' } },
      }),
    );
    expect(older.messages.map((x) => x.message)).toEqual(['mensaje 0']);
    expect(older.hasMore).toBe(false);
  });

  it('refuses blank messages, oneself and strangers', async () => {
    const blank = envelopeOf(await send(asAna, { message: '   ', receiver: beto.userId }));
    expect(blank.status).toBe(400);
    expect(blank.body.data).toMatchObject({ errors: [{ field: 'message', message: m.blank }] });
    expect(envelopeOf(await send(asAna, { message: 'yo', receiver: ana.userId })).status).toBe(400);
    expect(envelopeOf(await send(asAna, { message: 'hola', receiver: 999_999 })).status).toBe(404);
    const other = envelopeOf(
      await asAna.GET('/chats/messages/{contactId}', { params: { path: { contactId: 999_999 } } }),
    );
    expect(other.status).toBe(404);
  });

  it('locks a conversation both ways while one of the two blocks it', async () => {
    const blocked = dataOf(
      await asBeto.PUT('/chats/blockedcontact/{id}', { params: { path: { id: ana.userId } } }),
    );
    expect(blocked).toEqual({ byMe: true, locked: true });
    expect(
      dataOf(await asAna.GET('/chats/contactstatus/{id}', { params: { path: { id: beto.userId } } })),
    ).toEqual({ byMe: false, locked: true });
    const refused = envelopeOf(await send(asAna, { message: '¿Sigues ahí?', receiver: beto.userId }));
    expect(refused.status).toBe(409);
    expect(refused.body.responseMessage).toBe(m.locked);
    expect(envelopeOf(await send(asBeto, { message: 'Yo tampoco', receiver: ana.userId })).status).toBe(409);
    dataOf(await asBeto.DELETE('/chats/blockedcontact/{id}', { params: { path: { id: ana.userId } } }));
    dataOf(await send(asAna, { message: '¿Sigues ahí?', receiver: beto.userId }));
  });

  it('lets HR make a group, its members write, others not see it', async () => {
    const refusedToMember = envelopeOf(
      await asAna.POST('/chats/groups', { body: { name: 'Comité', participants: [beto.userId] } }),
    );
    expect(refusedToMember.status).toBe(403);
    const invalid = envelopeOf(await asHr.POST('/chats/groups', { body: { name: ' ', participants: [] } }));
    expect(invalid.body.data).toMatchObject({
      errors: [
        { field: 'name', message: m.groupName },
        { field: 'participants', message: m.groupParticipants },
      ],
    });
    const group = dataOf(
      await asHr.POST('/chats/groups', { body: { name: 'Comité Pride', participants: [ana.userId] } }),
    );
    expect(group.contacts.map((c) => c.contactId).sort()).toEqual([ana.userId, hr.userId].sort());
    expect(dataOf(await asAna.GET('/chats/groups')).map((g) => g.id)).toContain(group.id);
    expect(dataOf(await asBeto.GET('/chats/groups')).map((g) => g.id)).not.toContain(group.id);
    dataOf(await send(asAna, { message: 'Hola comité', groupId: group.id }));
    const page = dataOf(
      await asHr.GET('/chats/groupmessages/{groupId}', { params: { path: { groupId: group.id } } }),
    );
    expect(page.messages.at(-1)).toMatchObject({
      message: 'Hola comité',
      groupId: group.id,
      contactId: null,
    });
    expect(envelopeOf(await send(asBeto, { message: 'Hola', groupId: group.id })).status).toBe(404);
    const renamed = dataOf(
      await asHr.PUT('/chats/groups', {
        body: {
          id: group.id,
          name: 'Comité 2026',
          participants: [ana.userId, beto.userId],
          expirationDate: null,
        },
      }),
    );
    expect(renamed.name).toBe('Comité 2026');
    expect(dataOf(await asBeto.GET('/chats/groups')).map((g) => g.id)).toContain(group.id);
  });
});
