import { describe, expect, it } from 'vitest';
import { apiClient, dataOf } from '../support/api-client.js';
import { login } from '../support/helpers.js';
import { postgresReachable } from '../support/postgres-admin.js';
import { useSharedSchemaGateways } from './live-fixtures.js';
import { hubClient, nextEvent } from './hub-client.js';
import { REDIS_URL, withRedis } from './redis-support.js';

const withServices = withRedis && (await postgresReachable());

describe.runIf(withServices)('two gateways on one PostgreSQL share hub traffic through Redis', () => {
  const gateways = useSharedSchemaGateways('gw_live');

  it('delivers to a member on gateway A a message sent through gateway B, and only to them', async () => {
    const [a, b] = [await gateways.start(REDIS_URL), await gateways.start(REDIS_URL)];
    // Signed in through B, connected to A: the token is good on every gateway sharing JWT_SECRET.
    const ana = await login(b.app, 'alejandro.cruz@demo.muropride.mx');
    const beto = await login(a.app, 'miembro@demo.muropride.mx');
    const stranger = await login(b.app, 'nuevo@demo.muropride.mx');
    const anaOnA = hubClient(a.base, 'chat', () => ana.token);
    const betoOnB = hubClient(b.base, 'chat', () => beto.token);
    await Promise.all([anaOnA.start(), betoOnB.start()]);
    const strangerOnB = hubClient(b.base, 'chat', () => stranger.token);
    await strangerOnB.start();
    const strangerHeard: unknown[] = [];
    strangerOnB.on('ReceiveMessage', (m: unknown) => strangerHeard.push(m));
    const heard = nextEvent(anaOnA, 'ReceiveMessage');
    dataOf(
      await apiClient(b.app, beto.token).POST('/chats/sendmessage', {
        body: { message: 'Hola desde B', receiver: ana.userId },
      }),
    );
    expect(await heard).toEqual([
      expect.objectContaining({ message: 'Hola desde B', contactId: beto.userId }),
    ]);
    await expect(strangerOnB.invoke('Nada')).rejects.toThrow(/Nada/);
    expect(strangerHeard).toEqual([]);
    await Promise.all([anaOnA.stop(), betoOnB.stop(), strangerOnB.stop()]);
  });
});
