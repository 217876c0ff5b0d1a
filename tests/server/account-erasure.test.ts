import { describe, expect, it } from 'vitest';
import { profileTexts } from '../../domain/messages/profile.js';
import { applyRetention, RECEIPT_YEARS } from '../../server/retention/retention-job.js';
import { solidPng } from './profile-support/png.js';
import { call, fieldErrorsOf } from './support/contract.js';
import { sendForm } from './support/forms.js';
import { DEMO_PASSWORD, login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

type Row = Record<string, unknown>;

/** The users row's columns an erased account may still fill: none of them names the person. */
const LEFT_ON_AN_ERASED_ROW = new Set([
  'user_id',
  'company_id',
  'email',
  'first_name',
  'role_name',
  'email_confirmed',
  'membership_required',
  'login_provider',
  'notification',
  'created_at',
  'active',
  'additional_email_verified',
  'erased_at',
]);

describe.each(stores)('erasing an account on $name', (store) => {
  const t = useTestApp(store);
  const { member, hr } = useDemoPeople(t, { member: 'member', hr: 'hr' });
  const count = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? 0;

  it('asks for the word and the password, and changes nothing when either is wrong', async () => {
    const refused = await call(t.app, 'POST', '/Account/DeleteMe', {
      token: member.token,
      body: { confirmation: 'eliminar', currentPassword: '' },
    });
    expect(refused.status).toBe(400);
    expect(fieldErrorsOf(refused.body)).toEqual(
      expect.arrayContaining([
        { field: 'confirmation', message: profileTexts.eraseWordWrong },
        { field: 'currentPassword', message: profileTexts.erasePasswordNeeded },
      ]),
    );
    const wrong = await call(t.app, 'POST', '/Account/DeleteMe', {
      token: member.token,
      body: { confirmation: 'ELIMINAR', currentPassword: 'No.Es.2026' },
    });
    expect(wrong.body).toMatchObject({
      responseCode: '99',
      responseMessage: profileTexts.wrongCurrentPassword,
    });
    expect(await count('users where user_id = $1 and erased_at is null and active', [member.userId])).toBe(1);
    const visitor = await call(t.app, 'POST', '/Account/DeleteMe', {
      body: { confirmation: 'ELIMINAR', currentPassword: DEMO_PASSWORD },
    });
    expect(visitor.status).toBe(401);
  });

  it('erases the person at once and keeps, with nobody named, what others and the law still need', async () => {
    const id = member.userId;
    const photo = { data: solidPng(), name: 'foto.png', type: 'image/png' };
    const personal = { firstName: 'Mariana', lastName: 'López', birthday: '1994-05-17', pronoun: 'Ella' };
    const saved = await sendForm(t.app, 'POST', '/Account/EditProfile', { ...personal, photo }, member.token);
    expect(saved.body.responseCode, saved.body.responseMessage).toBe('00');
    const photoUrl = String(saved.body.data.urlProfileImage);
    expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(200);
    const [post] = await t.db.query<{ id: number }>(
      `insert into company_posts (company_id, category_id, post_type, title, body, writer, publish_date)
       values (871, 1, 0, 'Bienvenida', '[]'::jsonb, 'Recursos Humanos', $1) returning company_post_id as id`,
      [new Date(t.time.clock().getTime() - 86_400_000)],
    );
    const postId = post?.id ?? 0;
    const commented = await call(t.app, 'POST', '/backend/PostComment', {
      token: member.token,
      body: { History: 'Gracias por compartirlo', CompanyPostId: postId },
    });
    expect(commented.body.responseCode, commented.body.responseMessage).toBe('00');
    const commentId = commented.body.data.companyPostCommentId as number;
    const now = t.time.clock();
    await t.db.query(
      `insert into chat_messages (company_id, sender_id, receiver_id, message, sent_at)
       values (871, $1, $2, 'Hola, ¿vienes al evento?', $3), (871, $2, $1, '¡Claro!', $3)`,
      [id, hr.userId, now],
    );
    const surveys = await t.db.query<{ id: number }>(
      `insert into surveys (company_id, title, start_date, end_date, reward, created_at, is_anonymous)
       values (871, 'Clima nominal', $1, $1, 0, $2, false), (871, 'Clima anónimo', $1, $1, 0, $2, true)
       returning survey_id as id`,
      [t.time.clock().toISOString().slice(0, 10), now],
    );
    const [named, anonymous] = surveys.map((s) => s.id);
    await t.db.query(
      `insert into survey_user_profiles (survey_id, user_id, created_at, modified_at, completed_at)
       values ($2, $1, $4, $4, $4), ($3, $1, $4, $4, $4)`,
      [id, named, anonymous, now],
    );
    await t.db.query(
      `insert into points_movements (user_id, points, reason, source_kind, source_id, created_at)
       values ($1, 25, 'Reconocimiento', 'acknowledgment', 1, $2)`,
      [id, now],
    );
    const ordersBefore = await count('purchase_orders where user_id = $1', [id]);

    const erased = await call(t.app, 'POST', '/Account/DeleteMe', {
      token: member.token,
      body: { confirmation: ' ELIMINAR ', currentPassword: DEMO_PASSWORD },
    });
    expect(erased.body).toMatchObject({ responseCode: '00', responseMessage: profileTexts.erased });

    const afterwards = await call(t.app, 'GET', '/Account/Profile', { token: member.token });
    expect(afterwards.status).toBe(401);
    const refresh = await call(t.app, 'PUT', '/auth/refreshtoken', {
      headers: { RefreshToken: member.refreshToken },
    });
    expect(refresh.body.responseCode).not.toBe('00');
    const signIn = await call(t.app, 'POST', '/Auth/Login', {
      body: { username: 'miembro@demo.muropride.mx', password: DEMO_PASSWORD },
    });
    expect(signIn.body.responseCode).not.toBe('00');

    const [row] = await t.db.query<Row>('select * from users where user_id = $1', [id]);
    const filled = Object.entries(row ?? {}).filter(
      ([column, value]) => value !== null && !LEFT_ON_AN_ERASED_ROW.has(column),
    );
    expect(filled, 'personal columns left on the row').toEqual([]);
    expect(row).toMatchObject({ first_name: profileTexts.erasedPerson, active: false, password_hash: null });
    expect(String(row?.email)).not.toContain('miembro');
    expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
    expect(await count('uploaded_files where user_id = $1', [id])).toBe(0);
    for (const table of [
      'refresh_tokens',
      'notifications',
      'post_likes',
      'job_postulants',
      'directory_infos',
    ])
      expect(await count(`${table} where user_id = $1`, [id]), table).toBe(0);
    expect(await count('acknowledgments where user_profile_to = $1', [id])).toBe(0);

    const comments = await call(t.app, 'GET', `/backend/PostComment/${postId}`, { token: hr.token });
    const mine = (
      comments.body.data as { companyPostCommentId: number; history: string; userProfile: Row }[]
    ).find((c) => c.companyPostCommentId === commentId);
    expect(mine?.history).toBe('Gracias por compartirlo');
    expect(mine?.userProfile).toMatchObject({
      firstName: profileTexts.erasedPerson,
      nickname: null,
      lastName: null,
      urlProfileImage: null,
    });
    expect(
      await count('chat_messages where sender_id = $1 or receiver_id = $1', [id]),
    ).toBeGreaterThanOrEqual(2);
    expect(await count('survey_user_profiles where user_id = $1 and survey_id = $2', [id, named])).toBe(0);
    expect(await count('survey_user_profiles where user_id = $1 and survey_id = $2', [id, anonymous])).toBe(
      1,
    );
    expect(await count('purchase_orders where user_id = $1', [id])).toBe(ordersBefore);
    expect(await count('points_movements where user_id = $1', [id])).toBeGreaterThan(0);

    const log = await call(t.app, 'GET', `/backoffice/AuditLog?entity=userId%3D${id}`, { token: hr.token });
    const acts = (log.body.data as { list: { action: string }[] }).list.map((e) => e.action);
    expect(acts).toContain('deleteMe');
    const list = await call(t.app, 'GET', '/BackOffice/UserProfile?pageIndex=1&pageCount=100', {
      token: hr.token,
    });
    const ids = (list.body.data as { list: { userId: number }[] }).list.map((p) => p.userId);
    expect(ids).not.toContain(id);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('lets the person join again with the same address', async () => {
    const taken = await t.db.query("select 1 from users where lower(email) = 'miembro@demo.muropride.mx'");
    expect(taken).toEqual([]);
  });
});

describe.each(stores)('HR erasing one of its people on $name', (store) => {
  const t = useTestApp(store);
  const { hr, person } = useDemoPeople(t, { hr: 'hr', person: 'newcomer' });
  const erase = (id: number, confirmation = 'ELIMINAR', token = hr.token) =>
    call(t.app, 'POST', `/backoffice/UserProfile/${id}/Erase`, { token, body: { confirmation } });

  it('refuses a wrong word, HR itself, an operator, another role, and erases the person otherwise', async () => {
    expect(fieldErrorsOf((await erase(person.userId, 'borrar')).body)).toEqual([
      { field: 'confirmation', message: profileTexts.eraseWordWrong },
    ]);
    expect((await erase(hr.userId)).body).toMatchObject({
      responseCode: '05',
      responseMessage: profileTexts.eraseSelfRefused,
    });
    const ops = await login(t.app, 'ops@demo.muropride.mx');
    expect((await erase(ops.userId)).body.responseCode).toBe('04');
    expect((await erase(hr.userId, 'ELIMINAR', person.token)).status).toBe(403);

    const erased = await erase(person.userId);
    expect(erased.body).toMatchObject({ responseCode: '00', responseMessage: profileTexts.personErased });
    expect((await call(t.app, 'GET', '/Account/Profile', { token: person.token })).status).toBe(401);
    expect((await erase(person.userId)).body.responseCode).toBe('04');
    const list = await call(t.app, 'GET', '/BackOffice/UserProfile?pageIndex=1&pageCount=100', {
      token: hr.token,
    });
    expect((list.body.data as { list: { userId: number }[] }).list.map((p) => p.userId)).not.toContain(
      person.userId,
    );

    const log = await call(t.app, 'GET', `/backoffice/AuditLog?entity=%3D${person.userId}`, {
      token: hr.token,
    });
    const entries = (log.body.data as { list: { action: string; actorId: number }[] }).list;
    expect(entries).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'erasePerson' })]));
  });

  it('lets one HR user erase at most ten people an hour', async () => {
    const people = await t.db.query<{ id: number }>(
      `insert into users (company_id, email, first_name, created_at)
       select 871, 'baja-' || n || '@demo.muropride.mx', 'Persona ' || n, $1 from generate_series(1, 10) n
       returning user_id as id`,
      [t.time.clock()],
    );
    const codes = [];
    for (const { id } of people) codes.push((await erase(id)).body.responseCode);
    expect(codes).toEqual([...Array<string>(9).fill('00'), '29']);
  });
});

describe.each(stores)('the receipts of erased accounts on $name', (store) => {
  const t = useTestApp(store);
  const { hr, member } = useDemoPeople(t, { hr: 'hr', member: 'member' });
  const yearsAgo = (years: number, days = 0) => {
    const at = t.time.clock();
    at.setUTCFullYear(at.getUTCFullYear() - years);
    return new Date(at.getTime() - days * 86_400_000);
  };
  const order = (userId: number, at: Date, number: string) =>
    t.db.query(
      `insert into purchase_orders (user_id, idempotency_key, request_hash, order_number, payment_method_id,
         product_type, total_cents, status, created_at)
       values ($1, $3, 'h', $3, 99, 1, 5000, 'paid', $2)`,
      [userId, at, number],
    );
  const numbers = async () =>
    (
      await t.db.query<{ n: string }>(
        "select order_number as n from purchase_orders where order_number like 'R-%'",
      )
    ).map((row) => row.n);

  it('are kept five years for the tax law, then removed by the daily job, which writes it down', async () => {
    await t.db.query(
      "insert into payment_methods (payment_method_id, name, logo_url) values (99, 'Tarjeta', '/t.png') on conflict do nothing",
    );
    await order(member.userId, yearsAgo(RECEIPT_YEARS, 1), 'R-old-erased');
    await order(member.userId, yearsAgo(RECEIPT_YEARS - 1), 'R-recent-erased');
    await order(hr.userId, yearsAgo(RECEIPT_YEARS + 2), 'R-old-kept');
    await t.db.query('update users set erased_at = $2 where user_id = $1', [member.userId, t.time.clock()]);

    await applyRetention(t.db, t.time.clock());
    expect((await numbers()).sort()).toEqual(['R-old-kept', 'R-recent-erased']);
    await applyRetention(t.db, t.time.clock());
    expect(await numbers()).toHaveLength(2);

    const log = await call(t.app, 'GET', '/backoffice/AuditLog?entity=companyId', { token: hr.token });
    const entries = (log.body.data as { list: { action: string; after: unknown }[] }).list;
    expect(entries.filter((e) => e.action === 'receiptsExpired')).toEqual([
      expect.objectContaining({ after: { orders: 1, years: RECEIPT_YEARS } }),
    ]);
  });
});
