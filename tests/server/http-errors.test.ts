import { describe, expect, it } from 'vitest';
import { messages } from '../../server/messages.js';
import { call, type GatewayUrl, fieldErrorsOf } from './support/contract.js';
import { stores } from './support/stores.js';
import { useTestApp } from './support/suite.js';

describe.each(stores)('invalid input and unknown paths on $name', (store) => {
  const t = useTestApp(store);

  it('answers malformed JSON with 400 and the invalid-input envelope', async () => {
    const { status, body } = await call(t.app, 'POST', '/Auth/Login', {
      payload: '{"username": "a@b.mx", "password":',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      responseCode: '02',
      responseMessage: messages.http.malformedJson,
      data: { errors: [] },
    });
  });

  it('names every missing field in Spanish', async () => {
    const { status, body } = await call(t.app, 'POST', '/Auth/Login', { body: {} });
    expect(status).toBe(400);
    expect(body.responseCode).toBe('02');
    expect(body.responseMessage).toBe(messages.http.invalidInput);
    expect(fieldErrorsOf(body)).toEqual([
      { field: 'username', message: '*Campo requerido' },
      { field: 'password', message: '*Campo requerido' },
    ]);
  });

  it('refuses a value of the wrong type instead of coercing it', async () => {
    const { status, body } = await call(t.app, 'POST', '/Auth/VerifyAccount', {
      body: { UserId: '1001', Code: 12 },
    });
    expect(status).toBe(400);
    expect(fieldErrorsOf(body)).toEqual([
      { field: 'UserId', message: 'Debe ser un número entero.' },
      { field: 'Code', message: 'Debe ser texto.' },
    ]);
  });

  it('refuses a body that is not an object, and a missing body', async () => {
    const array = await call(t.app, 'POST', '/Auth/Login', { body: [1, 2] });
    expect(array.status).toBe(400);
    expect(fieldErrorsOf(array.body)).toEqual([{ field: 'body', message: 'Debe ser un objeto.' }]);
    const missing = await call(t.app, 'POST', '/Auth/Login');
    expect(missing.status).toBe(400);
    expect(missing.body.responseCode).toBe('02');
  });

  it('refuses other content types and oversize bodies with 400', async () => {
    const xml = await call(t.app, 'POST', '/Auth/Login', {
      payload: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(400);
    expect(xml.body.responseMessage).toBe(messages.http.unsupportedMediaType);
    const text = await call(t.app, 'POST', '/Auth/Login', {
      payload: 'username=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    expect(text.body.responseCode).toBe('02');
    const huge = await call(t.app, 'POST', '/Auth/Login', {
      body: { username: 'a@b.mx', password: 'x'.repeat(100 * 1024) },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.responseMessage).toBe(messages.http.bodyTooLarge);
  });

  it('checks limits, enums, formats and query parameters from the contract', async () => {
    const long = await call(t.app, 'POST', '/Auth/Login', {
      body: { username: 'a'.repeat(257), password: 'x' },
    });
    expect(fieldErrorsOf(long.body)).toEqual([{ field: 'username', message: 'Máximo 256 caracteres.' }]);
    const provider = await call(t.app, 'POST', '/externalAuth/Login', { body: { provider: 7 } });
    expect(provider.status).toBe(400);
    expect(fieldErrorsOf(provider.body)[0]?.field).toBe('provider');
    const query = await call(t.app, 'GET', '/BackEnd/GetGenderIdentityCatalog?companyId=abc');
    expect(query.status).toBe(400);
    expect(fieldErrorsOf(query.body)).toEqual([
      { field: 'companyId', message: 'Debe ser un número entero.' },
    ]);
    const header = await call(t.app, 'PUT', '/auth/refreshtoken');
    expect(header.status).toBe(400);
    expect(fieldErrorsOf(header.body)).toEqual([{ field: 'RefreshToken', message: '*Campo requerido' }]);
  });

  it('answers values the database cannot hold as invalid input, not as a server error', async () => {
    const huge = await call(t.app, 'POST', '/Auth/VerifyAccount', {
      body: { UserId: 99_999_999_999, Code: 'x' },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.responseCode).toBe('02');
    const nul = await call(t.app, 'POST', '/Auth/Login', {
      body: { username: 'a\u0000@b.mx', password: 'x' },
    });
    expect(nul.status).toBe(400);
  });

  it('answers unknown API paths and methods with the 404 envelope', async () => {
    // Outside the contract on purpose: the type of call() would refuse it.
    const unknown = await call(t.app, 'GET', '/No/Existe' as GatewayUrl);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ responseCode: '04', responseMessage: messages.http.notFound, data: null });
    const wrongMethod = await call(t.app, 'DELETE', '/Auth/Login');
    expect(wrongMethod.status).toBe(404);
    // The contract has no DELETE on this path, so it gives the reply no type: it is the 404 envelope.
    expect(wrongMethod.body).toMatchObject({ responseCode: '04' });
  });

  it('routes a parameter that shares its segment with text', async () => {
    const bad = await call(t.app, 'POST', '/Site/Muro-PrideContactUs', {
      body: { subject: 'Hola', email: 'ana@correo.mx', textMessage: 'Un mensaje suficiente', companyId: 871 },
    });
    expect(bad.status).toBe(404);
    const good = await call(t.app, 'POST', '/Site/MuroPrideContactUs', {
      body: { subject: 'Hola', email: 'ana@correo.mx', textMessage: 'Un mensaje suficiente', companyId: 871 },
    });
    expect(good.body.responseCode).toBe('00');
  });
});
