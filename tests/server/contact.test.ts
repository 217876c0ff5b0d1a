import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/schema.js';
import { messages } from '../../server/messages.js';
import { throttles } from '../../server/throttle/event-throttle.js';
import { apiClient, envelopeOf } from './support/api-client.js';
import { call } from './support/contract.js';
import { outbox } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const message: components['schemas']['ContactPayload'] = {
  subject: 'Duda sobre beneficios',
  email: 'ana@correo.mx',
  textMessage: 'Hola, quiero saber más.',
  companyId: 871,
};

describe.each(stores)('contact form on $name', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(store);
  });
  afterAll(() => t.close());

  const send = async (body: typeof message) =>
    envelopeOf(
      await apiClient(t.app).POST('/Site/{product}ContactUs', {
        params: { path: { product: 'MuroPride' } },
        body,
      }),
    );

  it("mails the company's mailbox through the outbox", async () => {
    const { body } = await send(message);
    expect(body).toEqual({ responseCode: '00', responseMessage: 'Correo enviado exitosamente', data: null });
    const [mail] = await outbox(t.app);
    expect(mail).toMatchObject({
      to: 'contacto@demo.muropride.mx',
      subject: '[MuroPride] Contacto: Duda sobre beneficios',
    });
    expect(mail?.text).toContain('ana@correo.mx');
    expect(mail?.text).toContain('Hola, quiero saber más.');
  });

  it('applies the spec rules with its exact messages', async () => {
    const { status, body } = await send({
      ...message,
      subject: '   ',
      email: 'ana@',
      textMessage: ' corto    ',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      responseCode: '02',
      data: {
        errors: [
          { field: 'subject', message: '*Campo requerido, máximo 100 caracteres.' },
          { field: 'email', message: '*Ingresa un correo electrónico valido' },
          { field: 'textMessage', message: '*Ingresa un mensaje de al menos 10 caracteres.' },
        ],
      },
    });
  });

  it('refuses a subject over 100 characters with the spec message', async () => {
    const { status, body } = await send({ ...message, subject: 'a'.repeat(101) });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      responseCode: '02',
      data: {
        errors: [{ field: 'subject', message: '*Campo requerido, máximo 100 caracteres.' }],
      },
    });
    expect((await send({ ...message, subject: 'a'.repeat(100) })).body.responseCode).toBe('00');
  });

  it("mails a visitor's message to the default company's mailbox whatever company id it names", async () => {
    const { body } = await send({ ...message, companyId: 5, subject: 'Otra empresa' });
    expect(body.responseCode).toBe('00');
    const [mail] = await outbox(t.app);
    expect(mail).toMatchObject({
      to: 'contacto@demo.muropride.mx',
      subject: '[MuroPride] Contacto: Otra empresa',
    });
  });
});

describe.each(stores)('the contact and help forms against a flood on $name', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(store);
  });
  afterAll(() => t.close());

  const tooMany = { responseCode: '29', responseMessage: messages.tooManyMessages, data: null };
  const help = {
    name: 'Ana Ruiz',
    businessName: '',
    email: 'ana@correo.mx',
    message: 'Necesito ayuda con mi cuenta.',
  };
  /** Each form with a valid message, one its rules refuse, the address that floods it and a neighbour's. */
  const forms = [
    {
      name: 'contact',
      url: '/Site/MuroPrideContactUs',
      limit: throttles.contactPerAddress.limit,
      valid: message,
      refused: { ...message, textMessage: 'corto' },
      flooder: '198.51.100.10',
      neighbour: '198.51.100.11',
    },
    {
      name: 'help',
      url: '/Site/HelpContact',
      limit: throttles.helpPerAddress.limit,
      valid: help,
      refused: { ...help, message: 'corto' },
      flooder: '198.51.100.20',
      neighbour: '198.51.100.21',
    },
  ] as const;

  it.each(forms)(
    'stops the $name form from one address after its limit, and only that address',
    async (form) => {
      const send = (remoteAddress: string, valid = true) =>
        call(t.app, 'POST', form.url, { body: valid ? form.valid : form.refused, remoteAddress });
      // Refused input costs nothing: its field messages come back however often it is sent.
      for (let i = 0; i < form.limit + 2; i += 1) expect((await send(form.flooder, false)).status).toBe(400);
      const before = (await outbox(t.app)).length;
      for (let i = 0; i < form.limit; i += 1) expect((await send(form.flooder)).body.responseCode).toBe('00');
      expect((await send(form.flooder)).body).toEqual(tooMany);
      expect(await outbox(t.app)).toHaveLength(before + form.limit);
      expect((await send(form.neighbour)).body.responseCode).toBe('00');
      t.time.advance(61 * 60_000);
      expect((await send(form.flooder)).body.responseCode).toBe('00');
    },
  );
});

describe.each(stores)('contact form with a failing mail service on $name', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(store, {
      mailer: {
        send: () => Promise.reject(new Error('SMTP caído')),
      },
    });
  });
  afterAll(() => t.close());

  it('says the mail could not be sent', async () => {
    const reply = await apiClient(t.app).POST('/Site/{product}ContactUs', {
      params: { path: { product: 'MuroPride' } },
      body: message,
    });
    const { body } = envelopeOf(reply);
    expect(body).toEqual({
      responseCode: '01',
      responseMessage: 'Hubo un error al intentar enviar el correo',
      data: null,
    });
  });
});
