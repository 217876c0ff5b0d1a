import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAreas } from '../../server/db/seed/area-seeds.js';
import { genericMessages as m } from '../../server/admin-generic/generic-messages.js';
import { call, defined, fieldErrorsOf } from './support/contract.js';
import { login, type Session } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { sendForm, type FormFields } from './support/forms.js';
import { solidPng } from './profile-support/png.js';

const image = (width = 720, height = 480) => ({
  data: solidPng(width, height),
  name: 'item.png',
  type: 'image/png',
});
const contact = (contactTypeId: number, contactValue: string, mainContact = false) => ({
  contactTypeId,
  contactValue,
  mainContact,
});

describe.each(stores)('generic publications on $name', (store) => {
  let t: TestApp;
  let hr: Session;
  let member: Session;
  const model = (over: Record<string, unknown> = {}) =>
    JSON.stringify({
      genericSectionTypeId: 2,
      title: 'Club de lectura',
      subtitle: 'Lecturas LGBTQ+',
      genericContactInfo: [
        contact(2, 'club@demo.muropride.mx', true),
        contact(7, 'https://instagram.com/club'),
      ],
      ...over,
    });
  beforeAll(async () => {
    t = await createTestApp(store, { seeds: [seedAreas] });
    hr = await login(t.app, 'rh@demo.muropride.mx');
    member = await login(t.app, 'miembro@demo.muropride.mx');
  });
  afterAll(() => t.close());

  const postItem = (fields: FormFields, token = hr.token) =>
    sendForm(t.app, 'POST', '/backoffice/GenericSectionItem', fields, token);

  it('gives the sections and contact types to anyone and the admin list only to HR', async () => {
    const sections = await call(t.app, 'GET', '/backoffice/GetGenericItemSections?companyId=871');
    expect(sections.body.data.map((s: { label: string }) => s.label)).toEqual([
      'Pride Music',
      'Grupos de interés',
      'Embajadores',
    ]);
    expect((await call(t.app, 'GET', '/backoffice/GetGenericItemContactTypes')).body.data).toHaveLength(10);
    const url = '/backoffice/GetGenericSectionItemByCompany?companyId=871&pageIndex=1&elements=10';
    expect((await call(t.app, 'GET', url, { token: member.token })).status).toBe(403);
    const page = await call(t.app, 'GET', url, { token: hr.token });
    expect(page.body.data).toMatchObject({ totalCount: 8, totalPages: 1 });
    const music = await call(t.app, 'GET', `${url}&sectionId=1`, { token: hr.token });
    expect(
      music.body.data.list.every((i: { genericSectionTypeId: number }) => i.genericSectionTypeId === 1),
    ).toBe(true);
  });

  it('pages a section by the last id (first id 0), newest first', async () => {
    const base =
      '/backoffice/GetGenericSectionItemByCompanyAndSection?companyId=871&genericSectionTypeId=1&elements=2';
    const first = await call(t.app, 'GET', `${base}&id=0`);
    expect(first.body.data).toHaveLength(2);
    const lastId = defined(first.body.data[1], 'The second item').genericSectionItemId;
    const second = await call(t.app, 'GET', `${base}&id=${lastId}`);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0]?.genericSectionItemId).toBeLessThan(lastId);
    // A visitor naming another company still reads the default company's items: the id is ignored.
    const otherCompany =
      '/backoffice/GetGenericSectionItemByCompanyAndSection?companyId=5&genericSectionTypeId=1&elements=2&id=0';
    expect((await call(t.app, 'GET', otherCompany)).body.data).toEqual(first.body.data);
  });

  it('creates a publication with two contacts that members then see, and refuses members', async () => {
    const refused = await postItem({ model: model(), files: image() }, member.token);
    expect(refused.status).toBe(403);
    const created = await postItem({ model: model(), files: image() });
    expect(created.body.responseMessage).toBe('Se guardó exitosamente');
    const item = created.body.data;
    expect(
      item.genericContactInfo.map((c: { contactTypeName: string; mainContact: boolean }) => [
        c.contactTypeName,
        c.mainContact,
      ]),
    ).toEqual([
      ['Correo', true],
      ['Instagram', false],
    ]);
    const seen = await call(
      t.app,
      'GET',
      '/backoffice/GetGenericSectionItemByCompanyAndSection?companyId=871&genericSectionTypeId=2&id=0&elements=9',
      { token: member.token },
    );
    expect(seen.body.data[0]?.title).toBe('Club de lectura');
  });

  it('applies every contact rule of spec 002 §5 with its message', async () => {
    const errorsOf = async (
      over: Record<string, unknown>,
      files: Record<string, ReturnType<typeof image>> = { files: image() },
    ) => {
      const reply = await postItem({ model: model(over), ...files });
      expect(reply.status).toBe(400);
      return fieldErrorsOf(reply.body).map((e: { message: string }) => e.message);
    };
    expect(await errorsOf({ genericContactInfo: [] })).toEqual([m.noContacts]);
    expect(await errorsOf({ genericContactInfo: [contact(2, 'a@b.mx')] })).toEqual([
      'Es necesario un contacto principal en la lista de redes sociales y enlaces.',
    ]);
    expect(
      await errorsOf({ genericContactInfo: [contact(2, 'a@b.mx', true), contact(1, '5512345678', true)] }),
    ).toEqual(['Sólo puedes seleccionar un contacto como principal']);
    expect(
      await errorsOf({ genericContactInfo: [contact(2, 'a@b.mx', true), contact(2, 'A@b.mx ')] }),
    ).toEqual(['Este contacto ya existe en la lista']);
    expect(
      await errorsOf({ genericContactInfo: [contact(2, 'a@b.mx'), contact(1, '5512345678', true)] }),
    ).toEqual([m.firstMustBeMain]);
    expect(await errorsOf({ genericContactInfo: [contact(2, ' ', true), contact(99, 'x')] })).toEqual([
      'El valor del contacto es requerido',
      'El tipo de contacto es requerido',
    ]);
    expect(
      await errorsOf({
        genericContactInfo: [
          contact(1, 'https://wa.me/5512345678', true),
          contact(2, 'club en demo.mx'),
          contact(7, 'instagram.com/club'),
        ],
      }),
    ).toEqual([
      'Se necesitan 10 números',
      'Correo incorrecto, por favor revise.',
      'El enlace debe empezar con https:// o http://',
    ]);
    expect(await errorsOf({ title: ' Club' }, {})).toEqual([
      m.leadingSpace,
      'La imagen de la publicación es requerida',
    ]);
    const big = await postItem({ model: model(), files: image(721, 480) });
    expect(big.status).toBe(400);
  });

  it('updates, replaces and deletes contacts, and deactivates the publication', async () => {
    const created = await postItem({ model: model({ title: 'Editable' }), files: image() });
    const id = created.body.data.genericSectionItemId as number;
    const changed = model({ genericSectionItemId: id, title: 'Editada' });
    const updated = await sendForm(
      t.app,
      'PUT',
      '/backoffice/GenericSectionItem',
      { model: changed },
      hr.token,
    );
    expect(updated.body).toMatchObject({
      responseMessage: 'Publicación actualizada con éxito',
      data: { title: 'Editada', imageUrl: created.body.data.imageUrl },
    });
    const saved = await call(t.app, 'POST', '/backoffice/GenericSectionItem/ContactInfo', {
      token: hr.token,
      body: {
        genericSectionItemId: id,
        genericContactInfo: [
          contact(1, '5511112222', true),
          contact(3, 'https://club.mx'),
          contact(8, 'https://tiktok.com/@club'),
        ],
      },
    });
    expect(saved.body.responseMessage).toBe('Tu lista de contactos se actualizó exitosamente');
    const contacts = saved.body.data.genericContactInfo;
    const main = defined(contacts[0], 'The main contact');
    const second = defined(contacts[1], 'The second contact');
    const third = defined(contacts[2], 'The third contact');
    const removed = await call(
      t.app,
      'DELETE',
      `/backoffice/GenericSectionItem/ContactInfo/${main.genericContactInfoId}`,
      { token: hr.token },
    );
    expect(removed.body.responseMessage).toBe('Información de contacto eliminada con éxito');
    const read = await call(t.app, 'GET', `/backoffice/GenericSectionItem/WithImages/${id}`, {
      token: hr.token,
    });
    expect(
      read.body.data.genericContactInfo.map((c: { contactValue: string; mainContact: boolean }) => [
        c.contactValue,
        c.mainContact,
      ]),
    ).toEqual([
      [second.contactValue, true],
      [third.contactValue, false],
    ]);
    const a = defined(read.body.data.genericContactInfo[0], 'The first contact left');
    const b = defined(read.body.data.genericContactInfo[1], 'The second contact left');
    await call(t.app, 'DELETE', `/backoffice/GenericSectionItem/ContactInfo/${a.genericContactInfoId}`, {
      token: hr.token,
    });
    const last = await call(
      t.app,
      'DELETE',
      `/backoffice/GenericSectionItem/ContactInfo/${b.genericContactInfoId}`,
      { token: hr.token },
    );
    expect(last.status).toBe(409);
    expect(last.body.responseMessage).toBe(m.noContacts);
    const deleted = await call(t.app, 'DELETE', `/backoffice/GenericSectionItem/${id}`, { token: hr.token });
    expect(deleted.body.responseMessage).toBe('Publicación eliminada con éxito');
    const seen = await call(
      t.app,
      'GET',
      '/backoffice/GetGenericSectionItemByCompanyAndSection?companyId=871&genericSectionTypeId=2&id=0&elements=20',
    );
    expect(seen.body.data.map((i: { genericSectionItemId: number }) => i.genericSectionItemId)).not.toContain(
      id,
    );
  });
});
