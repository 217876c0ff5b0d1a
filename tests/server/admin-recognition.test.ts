import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/recognition.js';
import { dayIn } from '../../domain/dates.js';
import { recognitionMessages as m } from '../../server/recognition/recognition-messages.js';
import { call, defined, type GatewayUrl, fieldErrorsOf } from './support/contract.js';
import { stores } from './support/stores.js';

import { solidPng } from './profile-support/png.js';
import { bitmapIco, pngIco, scriptedSvg } from './recognition-support.js';
import { type FormValue, sendForm } from './support/forms.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

const LADDER = '/backoffice/CompanyAcknowledgmentLadder';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe.each(stores)('recognition categories and levels on $name', (store) => {
  let today: string;
  let categoryId: number;

  const category = (body: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST', token = hr.token) =>
    call(t.app, method, '/backoffice/AcknowledgmentType', { token, body });
  const level = (
    model: Record<string, unknown>,
    icon?: { data: Buffer; name: string; type: string },
    method: 'POST' | 'PUT' = 'POST',
  ) => {
    const fields: Record<string, FormValue> = { model: JSON.stringify(model) };
    if (icon) fields.files = icon;
    return sendForm(t.app, method, LADDER, fields, hr.token);
  };
  const svg = { data: scriptedSvg, name: 'estrella.svg', type: 'image/svg+xml' };
  const listed = async (filter: string) => {
    const { body } = await call(t.app, 'GET', `/backoffice/AcknowledgmentType?filter=${filter}`, {
      token: hr.token,
    });
    return body.data.map((c: { title: string }) => c.title);
  };
  const file = (url: string) => t.app.inject({ method: 'GET', url });

  const t = useTestApp(store);
  const { hr, member } = useDemoPeople(t, { hr: 'hr', member: 'member' });
  beforeAll(async () => {
    today = dayIn(t.time.clock());
  });

  it('keeps every /backoffice recognition call for HR', async () => {
    const calls: ['GET' | 'POST' | 'DELETE', GatewayUrl][] = [
      ['GET', '/backoffice/AcknowledgmentType'],
      ['GET', '/backoffice/AcknowledgmentType/1'],
      ['DELETE', '/backoffice/AcknowledgmentType?id=1'],
      ['GET', `${LADDER}?acknowledgmentTypeId=1`],
      ['GET', `${LADDER}/1`],
      ['DELETE', `${LADDER}?id=1`],
    ];
    for (const [method, url] of calls) {
      const { status, body } = await call(t.app, method, url, { token: member.token });
      expect([url, status, body.responseCode]).toEqual([url, 403, '43']);
    }
    const created = await category(
      { title: 'X', descritption: 'Y', validFrom: today, validTo: today },
      'POST',
      member.token,
    );
    expect(created.status).toBe(403);
  });

  it('creates, reads and updates a category with the spec’s payload', async () => {
    // The update changes the title and the end; the rest stays as created.
    const kept = {
      descritption: 'Para quien celebra la diversidad',
      active: true,
      validFrom: addDays(today, -10),
    };
    const created = await category({ ...kept, title: 'Espíritu Pride', validTo: addDays(today, 20) });
    expect([created.body.responseCode, created.body.responseMessage]).toEqual(['00', m.category.created]);
    categoryId = created.body.data.acknowledgmentTypeId;
    expect(created.body.data).toMatchObject({
      description: 'Para quien celebra la diversidad',
      current: true,
    });
    const updated = await category(
      {
        ...kept,
        acknowledgmentTypeId: categoryId,
        title: 'Espíritu Pride 2026',
        validTo: addDays(today, 30),
      },
      'PUT',
    );
    expect(updated.body.responseMessage).toBe(m.category.updated);
    const read = await call(t.app, 'GET', `/backoffice/AcknowledgmentType/${categoryId}`, {
      token: hr.token,
    });
    expect(read.body.data).toMatchObject({ title: 'Espíritu Pride 2026', validTo: addDays(today, 30) });
  });

  it('refuses an end before the start, blank fields and a missing date', async () => {
    const reversed = await category({
      title: 'Al revés',
      descritption: 'Fechas invertidas',
      validFrom: today,
      validTo: addDays(today, -1),
    });
    expect(fieldErrorsOf(reversed.body)).toEqual([{ field: 'validTo', message: m.category.endBeforeStart }]);
    const blank = await category({ title: ' ', descritption: 'x', validFrom: today, validTo: today });
    expect(blank.status).toBe(400);
    const missing = await category({ title: 'Sin fecha', descritption: 'x', validFrom: today });
    expect(missing.status).toBe(400);
  });

  it('filters Activos and Inactivos by the rule of spec 002 §4 with one day of grace', async () => {
    const add = (title: string, validFrom: string, validTo: string, active = true) =>
      category({ title, descritption: 'Filtro', active, validFrom, validTo });
    await add('Gracia', addDays(today, -9), addDays(today, -1));
    await add('Vencida', addDays(today, -9), addDays(today, -2));
    await add('Futura', addDays(today, 1), addDays(today, 9));
    await add('Apagada', addDays(today, -9), addDays(today, 9), false);
    const active = await listed('active');
    const inactive = await listed('inactive');
    expect(active).toEqual(expect.arrayContaining(['Gracia', 'Espíritu Pride 2026']));
    expect(active).not.toEqual(expect.arrayContaining(['Vencida']));
    expect(inactive).toEqual(expect.arrayContaining(['Vencida', 'Futura', 'Apagada']));
    expect(inactive).not.toContain('Gracia');
    expect((await listed('all')).length).toBe(active.length + inactive.length);
  });

  it('stores an SVG icon as a PNG drawn from it, with no script left', async () => {
    const { body } = await level(
      { description: 'Brillo', noAcknowledgment: 2, acknowledgmentTypeId: categoryId },
      svg,
    );
    expect([body.responseCode, body.responseMessage]).toEqual(['00', m.level.created]);
    expect(body.data).toMatchObject({ description: 'Brillo', noAcknowledgment: 2, active: true });
    expect(body.data.urlLogo).toMatch(/\.png$/);
    const stored = await file(body.data.urlLogo);
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    expect(stored.rawPayload.toString('latin1')).not.toMatch(/script|alert|onload/i);
  });

  it('accepts an ICO with a PNG or a bitmap inside, stored as PNG', async () => {
    for (const data of [pngIco(), bitmapIco()]) {
      const icon = { data, name: 'nivel.ico', type: 'image/x-icon' };
      const { body } = await level(
        { description: 'Ícono', noAcknowledgment: 4, acknowledgmentTypeId: categoryId },
        icon,
      );
      expect(body.responseCode).toBe('00');
      expect((await file(body.data.urlLogo)).rawPayload.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    }
  });

  it('refuses an icon that is not an SVG or ICO by content, whatever its name, and a level without icon', async () => {
    const fakes = [
      { data: solidPng(), name: 'nivel.svg', type: 'image/svg+xml' },
      { data: Buffer.from('nombre,correo\nAna,ana@x.mx\n'), name: 'nivel.ico', type: 'image/x-icon' },
    ];
    for (const icon of fakes) {
      const { status, body } = await level(
        { description: 'Falso', noAcknowledgment: 1, acknowledgmentTypeId: categoryId },
        icon,
      );
      expect([status, fieldErrorsOf(body)]).toEqual([400, [{ field: 'files', message: m.level.iconType }]]);
    }
    const none = await level({
      description: 'Sin ícono',
      noAcknowledgment: 1,
      acknowledgmentTypeId: categoryId,
    });
    expect(fieldErrorsOf(none.body)).toEqual([{ field: 'files', message: m.level.iconType }]);
    const negative = await level(
      { description: 'Negativo', noAcknowledgment: -1, acknowledgmentTypeId: categoryId },
      svg,
    );
    expect(fieldErrorsOf(negative.body)[0]?.field).toBe('model');
  });

  it('updates a level keeping its icon, reads it, and shows a deleted level as inactive', async () => {
    const { body } = await call(t.app, 'GET', `${LADDER}?acknowledgmentTypeId=${categoryId}`, {
      token: hr.token,
    });
    const first = defined(body.data[0], 'The first level');
    const updated = await level(
      {
        companyAcknowledgmentLadderId: first.companyAcknowledgmentLadderId,
        description: 'Brillo intenso',
        noAcknowledgment: 1,
        acknowledgmentTypeId: categoryId,
      },
      undefined,
      'PUT',
    );
    expect(updated.body.data).toMatchObject({ description: 'Brillo intenso', urlLogo: first.urlLogo });
    const removed = await call(t.app, 'DELETE', `${LADDER}?id=${first.companyAcknowledgmentLadderId}`, {
      token: hr.token,
    });
    expect(removed.body.responseMessage).toBe(m.level.deactivated);
    const again = await call(t.app, 'DELETE', `${LADDER}?id=${first.companyAcknowledgmentLadderId}`, {
      token: hr.token,
    });
    expect(again.status).toBe(409);
    const read = await call(t.app, 'GET', `${LADDER}/${first.companyAcknowledgmentLadderId}`, {
      token: hr.token,
    });
    expect(read.body.data).toMatchObject({ description: 'Brillo intenso', active: false });
    // The log keeps the level as it was before each change, read through the form's JSON model.
    const log = await call(t.app, 'GET', '/backoffice/AuditLog?area=admin-recognition&pageSize=2', {
      token: hr.token,
    });
    const [ended, renamed] = (log.body.data as { list: { action: string; before: unknown }[] }).list;
    expect(renamed).toMatchObject({ action: 'updateLevel', before: { description: first.description } });
    expect(ended).toMatchObject({ action: 'deactivateLevel', before: { description: 'Brillo intenso' } });
  });

  it('deactivates a category, which then leaves the member board', async () => {
    const removed = await call(t.app, 'DELETE', `/backoffice/AcknowledgmentType?id=${categoryId}`, {
      token: hr.token,
    });
    expect(removed.body.responseMessage).toBe(m.category.deactivated);
    expect(await listed('inactive')).toContain('Espíritu Pride 2026');
    const board = await call(t.app, 'GET', '/backend/AcknowledgmentType', { token: member.token });
    expect(board.body.data.map((c: { title: string }) => c.title)).not.toContain('Espíritu Pride 2026');
  });

  it('does not find another company’s category', async () => {
    await t.db.query(
      `insert into companies (company_id, company_name, corporate_domain, contact_email)
       values (991, 'Otra', 'otra.example', 'c@otra.example')`,
    );
    const [row] = await t.db.query<{ id: number }>(
      `insert into acknowledgment_types (company_id, title, description, valid_from, valid_to)
       values (991, 'Ajena', 'Ajena', $1, $1) returning acknowledgment_type_id as id`,
      [today],
    );
    const { status } = await call(t.app, 'GET', `/backoffice/AcknowledgmentType/${row?.id}`, {
      token: hr.token,
    });
    expect(status).toBe(404);
  });
});
