import { readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, publicUrlFromEnv } from '../../server/config.js';
import { createSmtpMailer } from '../../server/mail/smtp-mailer.js';
import { call } from './support/contract.js';
import { lastMailTo } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const RESET_VICTIM = 'carlos.mendoza@demo.muropride.mx';

describe.each(stores)('e-mail attacks on $name', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(store, { config: { publicUrl: 'https://muro.example.mx', trustProxy: 1 } });
    await call(t.app, 'POST', '/Auth/ForgotPassword', {
      body: { email: RESET_VICTIM },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    await t.settled();
  });
  afterAll(() => t.close());

  const readOutbox = (headers: Record<string, string>, remoteAddress?: string) =>
    call(t.app, 'GET', '/dev/outbox', { headers, remoteAddress });

  it('builds reset links from PUBLIC_URL, never from a forged Host or X-Forwarded-Host', async () => {
    const { link, params } = await lastMailTo(t.app, RESET_VICTIM);
    expect(link.origin).toBe('https://muro.example.mx');
    expect(params.code).toBeTruthy();
  });

  it('keeps mail as private files under the outbox folder', () => {
    const dir = t.config.outboxDir;
    const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(statSync(join(dir, name)).mode & 0o077).toBe(0);
  });

  it('shows the outbox to a request made on this machine', async () => {
    const { status, body } = await readOutbox({});
    expect(status).toBe(200);
    expect(body).toEqual(expect.arrayContaining([expect.objectContaining({ to: RESET_VICTIM })]));
  });

  it('hides the outbox from another machine, even when it claims to be localhost', async () => {
    const claims: Record<string, string>[] = [
      {},
      { host: 'localhost' },
      { 'x-forwarded-for': '127.0.0.1', host: 'localhost' },
    ];
    for (const headers of claims) {
      const { status, body } = await readOutbox(headers, '203.0.113.50');
      expect(status).toBe(404);
      // The contract answers a 4XX with the error envelope, not the outbox's list of mails.
      expect(body).toMatchObject({ responseCode: '04' });
    }
  });

  it('hides the outbox from requests relayed by a proxy on this machine', async () => {
    const relayed: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.50' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.50' },
      { 'x-real-ip': '203.0.113.50' },
    ];
    for (const headers of relayed) {
      expect((await readOutbox(headers, '127.0.0.1')).status).toBe(404);
    }
  });

  it('hides the outbox from a page of another site rebound to this machine (Host is not loopback)', async () => {
    expect((await readOutbox({ host: 'evil.example:8080' })).status).toBe(404);
    expect((await readOutbox({ host: 'localhost:8080' })).status).toBe(200);
  });
});

describe.each(stores)('the outbox in production mode on $name', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(store, { config: { production: true } });
  });
  afterAll(() => t.close());

  it('does not exist, whatever the request claims', async () => {
    const claims: Record<string, string>[] = [{}, { host: 'localhost' }, { 'x-forwarded-for': '127.0.0.1' }];
    for (const headers of claims) {
      const { status } = await call(t.app, 'GET', '/dev/outbox', { headers, remoteAddress: '127.0.0.1' });
      expect(status).toBe(404);
    }
  });
});

describe('configuration of links and mail', () => {
  const env = (values: Record<string, string>) => ({ ...values }) as NodeJS.ProcessEnv;
  const dataDir = '/tmp/muro-config-test';

  it('refuses to start in production without PUBLIC_URL', () => {
    expect(() =>
      configFromEnv(env({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }), dataDir, '', 80),
    ).toThrow(/PUBLIC_URL/);
  });

  it('uses the listening address in development and PUBLIC_URL without its trailing slash', () => {
    expect(publicUrlFromEnv(undefined, false, 8111)).toBe('http://localhost:8111');
    expect(publicUrlFromEnv('https://muro.example.mx/', true, 80)).toBe('https://muro.example.mx');
    expect(() => publicUrlFromEnv('javascript:alert(1)', true, 80)).toThrow(/http/);
  });

  it('keeps the outbox under DATA_DIR and uses SMTP only when SMTP_URL is set', () => {
    const dev = configFromEnv(env({ JWT_SECRET: 'x'.repeat(32) }), dataDir, '', 8111);
    expect(dev.outboxDir).toBe(join(dataDir, 'outbox'));
    expect(dev.smtpUrl).toBeUndefined();
    const relay = configFromEnv(
      env({ JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://relay:25' }),
      dataDir,
      '',
      1,
    );
    expect(relay.smtpUrl).toBe('smtp://relay:25');
  });
});

describe('SMTP delivery', () => {
  let server: Server;
  let port = 0;
  const received: string[] = [];
  beforeAll(async () => {
    // A minimal SMTP sink: enough of RFC 5321 for one plain-text message.
    server = createServer((socket) => {
      let inData = false;
      let data = '';
      socket.write('220 sink ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        for (const line of chunk
          .toString('utf8')
          .split('\r\n')
          .filter((l, i, all) => i < all.length - 1 || l)) {
          if (inData) {
            if (line === '.') {
              inData = false;
              received.push(data);
              socket.write('250 queued\r\n');
            } else data += `${line}\n`;
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 sink\r\n');
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('delivers through the relay of SMTP_URL with the configured sender', async () => {
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      'Muro Pride <no-reply@muropride.mx>',
    );
    await mailer.send({ to: 'ana@correo.mx', subject: 'Prueba', text: 'Hola desde la prueba.', links: [] });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: ana@correo.mx');
    expect(received[0]).toContain('From: Muro Pride <no-reply@muropride.mx>');
    expect(received[0]).toContain('Hola desde la prueba.');
  });
});
