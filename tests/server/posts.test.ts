import { beforeAll, describe, expect, it } from 'vitest';
import { postMessages as m } from '../../server/posts/post-messages.js';
import { seedPosts } from '../../server/posts/post-seed.js';
import { dayIn } from '../../domain/dates.js';
import { call, defined, fieldErrorsOf } from './support/contract.js';
import { stores } from './support/stores.js';
import { pdf, png, sendPost } from './posts-support.js';
import { sendForm } from './support/forms.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

describe.each(stores)('company posts on $name', (store) => {
  let month: string;
  let articleId: number;

  const t = useTestApp(store, { seeds: [seedPosts] });
  const { hr, member, outsider } = useDemoPeople(t, { hr: 'hr', member: 'member', outsider: 'alejandro' });
  beforeAll(async () => {
    month = `${dayIn(t.time.clock(), t.config.timeZone).slice(0, 7)}-01`;
  });

  it('lets a visitor read the seeded blog of the month and its archive', async () => {
    const { body } = await call(t.app, 'GET', `/backend/CompanyPost/ByFilters/${month}/1`);
    expect(body.responseCode).toBe('00');
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data[0]?.text).toBeNull();
    const archive = await call(t.app, 'GET', '/backend/CompanyPost/DateFilters/1/0');
    const current = defined(archive.body.data[0], 'The current year');
    expect(current.year).toBe(Number(month.slice(0, 4)));
    expect(current.months[0]).toEqual(expect.objectContaining({ filterMonthDate: month }));
    const stories = await call(t.app, 'GET', `/backend/CompanyPost/ByFilters/${month}/2`);
    expect(
      stories.body.data.every((p: { companyPostCategoryId: number }) => p.companyPostCategoryId === 2),
    ).toBe(true);
  });

  it('publishes an article with image and attachment aimed at one person, writer from the profile', async () => {
    const evil = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Hola', marks: [{ type: 'bold' }] }] },
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        {
          type: 'paragraph',
          attrs: { onclick: 'x()' },
          content: [
            { type: 'text', text: 'liga', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        },
      ],
    };
    const { status, body } = await sendPost(
      t.app,
      'POST',
      hr.token,
      { Title: 'Día de <script>alert(1)</script> la diversidad', Text: evil, ListUser: [member.userId] },
      { images: [png('portada.png', 800, 600)], files: [pdf] },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.responseMessage).toBe(m.created);
    articleId = body.data.companyPostId;
    expect(body.data.writter).toBe('Daniela Fernández Ruiz');
    expect(body.data.listUser).toEqual([member.userId]);
    expect(body.data.text).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Hola', marks: [{ type: 'bold' }] }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'liga' }] },
      ],
    });
    const images = await call(t.app, 'GET', `/backoffice/CompanyPost/Images/${articleId}`, {
      token: hr.token,
    });
    const image = defined(images.body.data[0], "The article's image");
    expect(image.thumbPath).toMatch(/\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: image.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('shows an aimed post only to its audience', async () => {
    const seen = await call(t.app, 'GET', `/backend/CompanyPost/ById/${articleId}`, { token: member.token });
    const article = seen.body.data;
    expect(article.title).toBe('Día de <script>alert(1)</script> la diversidad');
    expect(article.files).toEqual([expect.objectContaining({ entityTypeId: 2, fileName: 'programa.pdf' })]);
    const list = await call(t.app, 'GET', `/backend/CompanyPost/ByFilters/${month}/1`, {
      token: member.token,
    });
    expect(list.body.data[0]?.companyPostId).toBe(articleId);
    for (const token of [outsider.token, undefined]) {
      const hidden = await call(t.app, 'GET', `/backend/CompanyPost/ById/${articleId}`, { token });
      expect(hidden.status).toBe(404);
      const others = await call(t.app, 'GET', `/backend/CompanyPost/ByFilters/${month}/1`, { token });
      expect(others.body.data.map((p: { companyPostId: number }) => p.companyPostId)).not.toContain(
        articleId,
      );
    }
  });

  it('records the read marker once and toggles the like', async () => {
    const read = () =>
      call(t.app, 'POST', '/backend/InsertReadPost', {
        token: member.token,
        body: { CompanyPostId: articleId },
      });
    await read();
    const second = await read();
    expect(second.body.data).toEqual(expect.objectContaining({ isRead: true, totalViews: 1 }));
    const liked = await call(t.app, 'POST', '/backend/InsertLikePost', {
      token: member.token,
      body: { CompanyPostId: articleId, CompanyPostCategoryId: 1 },
    });
    expect(liked.body.data).toEqual(expect.objectContaining({ like: true, totalLikes: 1 }));
    const unliked = await call(t.app, 'POST', '/backend/DeleteLikePost', {
      token: member.token,
      body: { CompanyPostId: articleId },
    });
    expect(unliked.body.data).toEqual(expect.objectContaining({ like: false, totalLikes: 0 }));
    const unread = await call(t.app, 'POST', '/backend/DeleteReadPost', {
      token: member.token,
      body: { CompanyPostId: articleId },
    });
    expect(unread.body.data.isRead).toBe(false);
    const visitorLike = await call(t.app, 'POST', '/backend/InsertLikePost', {
      body: { CompanyPostId: articleId, CompanyPostCategoryId: 1 },
    });
    expect(visitorLike.status).toBe(401);
  });

  it('runs comments: write, reply, edit, report, moderate', async () => {
    const blank = await call(t.app, 'POST', '/backend/PostComment', {
      token: member.token,
      body: { History: '   ', CompanyPostId: articleId },
    });
    expect(blank.status).toBe(400);
    const added = await call(t.app, 'POST', '/backend/PostComment', {
      token: member.token,
      body: { History: '<img src=x onerror=alert(1)> ¡Me encantó!', CompanyPostId: articleId },
    });
    const commentId = added.body.data.companyPostCommentId;
    expect(added.body.data).toEqual(expect.objectContaining({ isOwn: true, isReport: false, comments: [] }));
    const outsiderTry = await call(t.app, 'POST', '/backend/PostComment', {
      token: outsider.token,
      body: { History: 'Hola', CompanyPostId: articleId },
    });
    expect(outsiderTry.status).toBe(404);
    const replied = await call(t.app, 'PUT', `/backend/PutComment/Sub/${commentId}`, {
      token: hr.token,
      body: { Comment: 'Gracias por leer' },
    });
    const subId = defined(replied.body.data.comments[0], 'The reply').subCommentId;
    expect(replied.body.data.comments[0]).toEqual(
      expect.objectContaining({ comment: 'Gracias por leer', isOwn: true }),
    );
    const notMine = await call(t.app, 'PUT', '/backend/PutComment', {
      token: member.token,
      body: { CompanyPostCommentId: commentId, SubCommentId: subId, History: 'cambio' },
    });
    expect(notMine.status).toBe(403);
    const edited = await call(t.app, 'PUT', '/backend/PutComment', {
      token: member.token,
      body: { CompanyPostCommentId: commentId, History: 'Editado' },
    });
    expect(edited.body.data.history).toBe('Editado');
    const ownReport = await call(t.app, 'DELETE', `/backend/PostComment/1/${commentId}/-1`, {
      token: member.token,
    });
    expect(ownReport.status).toBe(409);
    const report = await call(t.app, 'DELETE', `/backend/PostComment/1/${commentId}/${subId}`, {
      token: member.token,
    });
    expect(report.body.responseMessage).toBe(m.reported);
    const reportId = report.body.data.reportId;
    const [notice] = await t.db.query<{ link: string }>(
      'select link from notifications where user_id = $1 and target_id = $2',
      [hr.userId, reportId],
    );
    expect(notice?.link).toBe(`/our-company/${articleId}/report/${reportId}`);
    const seen = await call(t.app, 'GET', `/backend/PostComment/Report/${reportId}`, { token: hr.token });
    expect(seen.body.data).toEqual(
      expect.objectContaining({ commentId, subCommentId: subId, text: 'Gracias por leer', deleted: false }),
    );
    const stranger = await call(t.app, 'GET', `/backend/PostComment/Report/${reportId}`, {
      token: outsider.token,
    });
    expect(stranger.status).toBe(404);
    const list = await call(t.app, 'GET', `/backend/PostComment/${articleId}`, { token: member.token });
    expect(list.body.data[0]?.comments[0]?.isReport).toBe(true);
    const memberDelete = await call(t.app, 'DELETE', `/backend/PostComment/Delete/${commentId}/${subId}`, {
      token: member.token,
    });
    expect(memberDelete.status).toBe(403);
    const hrDelete = await call(t.app, 'DELETE', `/backend/PostComment/Delete/${commentId}/${subId}`, {
      token: hr.token,
    });
    expect(hrDelete.body.responseCode).toBe('00');
    const own = await call(t.app, 'DELETE', `/backend/PostComment/Delete/${commentId}/-1`, {
      token: member.token,
    });
    expect(own.body.responseCode).toBe('00');
    const after = await call(t.app, 'GET', `/backend/PostComment/${articleId}`, { token: member.token });
    expect(after.body.data).toEqual([]);
  });

  it('publishes an article sent as the spec writes it: id 0 creates, group and job role 0 mean all', async () => {
    const { status, body } = await sendPost(
      t.app,
      'POST',
      hr.token,
      { CompanyPostId: 0, DepartmentId: 0, JobRoleId: 0, ListUser: [member.userId] },
      { images: [png('portada.png', 800, 600)] },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual(expect.objectContaining({ departmentId: null, jobRoleId: null }));
    const unknown = await sendPost(
      t.app,
      'POST',
      hr.token,
      { DepartmentId: 999999, JobRoleId: 2 ** 31 - 1, ListUser: [member.userId] },
      { images: [png('portada.png', 800, 600)] },
    );
    expect(unknown.status).toBe(400);
    expect(fieldErrorsOf(unknown.body)).toEqual([
      { field: 'DepartmentId', message: m.unknownUnit },
      { field: 'JobRoleId', message: m.unknownUnit },
    ]);
  });

  it('checks the admin form: title, users, images and their dimensions and kinds', async () => {
    const bad = await sendPost(t.app, 'POST', hr.token, { Title: ' Título', ListUser: [] });
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad.body)).toEqual(
      expect.arrayContaining([
        { field: 'Title', message: m.leadingSpace },
        { field: 'ListUser', message: m.usersMissing },
        { field: 'images', message: m.imageMissing },
      ]),
    );
    const big = await sendPost(
      t.app,
      'POST',
      hr.token,
      { ListUser: [member.userId] },
      {
        images: [png('grande.png', 801, 600)],
      },
    );
    expect(fieldErrorsOf(big.body)).toEqual([{ field: 'images', message: m.tooBig }]);
    const fake = await sendPost(
      t.app,
      'POST',
      hr.token,
      { ListUser: [member.userId] },
      {
        images: [{ data: Buffer.from('<script>alert(1)</script>'), name: 'foto.png', type: 'image/png' }],
      },
    );
    expect(fieldErrorsOf(fake.body)).toEqual([{ field: 'images', message: m.notAllowed }]);
    const member403 = await call(t.app, 'GET', '/backoffice/CompanyPost?postType=0', { token: member.token });
    expect(member403.status).toBe(403);
  });

  it('publishes a gallery of five photos, adds and removes photos through storage', async () => {
    const images = [1, 2, 3, 4, 5].map((n) => png(`foto-${n}.png`, 1280, 720));
    const { body } = await sendPost(
      t.app,
      'POST',
      hr.token,
      { Title: 'Galería del festival', PostType: 1, ListUser: [member.userId] },
      { images },
    );
    const galleryId = body.data.companyPostId;
    expect(body.data.galleryImageCount).toBe(5);
    const withImages = await call(t.app, 'GET', `/backend/CompanyPost/WithImages/${galleryId}`, {
      token: member.token,
    });
    expect(withImages.body.data.images.map((i: { sequence: number }) => i.sequence)).toEqual([1, 2, 3, 4, 5]);
    const months = await call(t.app, 'GET', `/backend/CompanyPost/ByMonthFilters/${month}`, {
      token: member.token,
    });
    expect(months.body.data[0]?.companyPostId).toBe(galleryId);
    const added = await sendForm(
      t.app,
      'POST',
      '/backoffice/Storage',
      [
        ['model', JSON.stringify({ EntityId: galleryId, EntityTypeId: 3 })],
        ['files', png('extra.png', 100, 100)],
      ],
      hr.token,
    );
    expect(added.body.data[0]?.sequence).toBe(6);
    const removed = await call(t.app, 'DELETE', '/backoffice/Storage', {
      token: hr.token,
      body: { EntityId: galleryId, EntityTypeId: 3, Sequence: 2 },
    });
    expect(removed.body.responseCode).toBe('00');
    const paths = await call(t.app, 'GET', `/backend/CompanyPost/WithImagesPath/${galleryId}`, {
      token: member.token,
    });
    expect(paths.body.data).toHaveLength(5);
    const wrongType = await call(t.app, 'DELETE', '/backoffice/Storage', {
      token: hr.token,
      body: { EntityId: articleId, EntityTypeId: 3, Sequence: 1 },
    });
    expect(wrongType.status).toBe(404);
  });

  it('edits and deactivates an article, which then leaves the member lists', async () => {
    const edited = await sendPost(t.app, 'PUT', hr.token, {
      CompanyPostId: articleId,
      Title: 'Día de la diversidad',
      ListUser: [member.userId, outsider.userId],
    });
    expect(edited.body.responseMessage).toBe(m.saved);
    const outsiderNow = await call(t.app, 'GET', `/backend/CompanyPost/ById/${articleId}`, {
      token: outsider.token,
    });
    expect(outsiderNow.body.data.title).toBe('Día de la diversidad');
    const gone = await call(t.app, 'DELETE', `/backoffice/CompanyPost?id=${articleId}`, { token: hr.token });
    expect(gone.body.responseMessage).toBe(m.deleted);
    const list = await call(t.app, 'GET', '/backoffice/CompanyPost?postType=0', { token: hr.token });
    expect(list.body.data.find((p: { companyPostId: number }) => p.companyPostId === articleId)?.active).toBe(
      false,
    );
    const hidden = await call(t.app, 'GET', `/backend/CompanyPost/ById/${articleId}`, {
      token: member.token,
    });
    expect(hidden.status).toBe(404);
  });
});
