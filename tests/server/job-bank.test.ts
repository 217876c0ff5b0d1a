import { beforeAll, describe, expect, it } from 'vitest';
import { jobMessages as m } from '../../server/job-bank/job-messages.js';
import { seedJobBank } from '../../server/job-bank/job-seed.js';
import { call, type GatewayUrl } from './support/contract.js';
import { getAs, outbox } from './support/helpers.js';
import { stores } from './support/stores.js';
import { sendForm } from './support/forms.js';
import { apply, jobFields, pdfFile, realPdf, registerJob } from './job-bank-support.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

interface JobData {
  jobId: number;
  title: string;
  status: string;
  active: boolean;
  salary: number;
  createUser: number;
  companyImage: string | null;
  jobCategory: { name: string }[];
  jobSection: { description: string }[];
}
interface JobPage {
  list: JobData[];
  totalCount: number;
  totalPages: number;
}
const fieldMessages = (body: { data?: unknown }) =>
  ((body.data as { errors?: { field: string; message: string }[] } | null)?.errors ?? []).map(
    (e) => `${e.field}: ${e.message}`,
  );

describe.each(stores)('job bank on $name', (store) => {
  let jobId: number;
  let postulantId: number;
  let pdf: Buffer;

  const t = useTestApp(store, { seeds: [seedJobBank] });
  const { hr, publisher, applicant, third } = useDemoPeople(t, {
    hr: 'hr',
    publisher: 'member',
    applicant: 'alejandro',
    third: 'newcomer',
  });
  beforeAll(async () => {
    pdf = await realPdf();
  });

  const list = async (query: string, token?: string) =>
    (await call(t.app, 'GET', `/backend/Job/All?${query}`, { token })).body.data as JobPage;

  it('lists approved, active jobs to visitors in pages of 12, newest first', async () => {
    const page = await list('pageIndex=1');
    expect(page.totalCount).toBe(14);
    expect(page.totalPages).toBe(2);
    expect(page.list).toHaveLength(12);
    expect(page.list.every((j) => j.status === 'Aprobado' && j.active)).toBe(true);
    expect((await list('pageIndex=2')).list).toHaveLength(2);
  });

  it('searches by occupation and location ignoring accents, by category, and sorts by salary', async () => {
    expect((await list('occupationFilter=disenador')).list.map((j) => j.title)).toEqual([
      'Diseñador gráfico',
    ]);
    const remote = await list('locationFilter=REMOTO');
    expect(remote.list.map((j) => j.title).sort()).toEqual([
      'Coordinadora de diversidad',
      'Especialista en redes sociales',
      'Ingeniera de datos',
    ]);
    const categories = (await call(t.app, 'GET', '/backend/Job/Categories')).body.data as {
      jobCategoryId: number;
      name: string;
    }[];
    const tech = categories.find((c) => c.name === 'Tecnología');
    const techJobs = await list(`popularFilter=${tech?.jobCategoryId}&orderBy=salary`);
    expect(techJobs.list.map((j) => j.salary)).toEqual([42000, 38000, 32000]);
    const bySalary = await list('orderBy=salary');
    expect(bySalary.list[0]?.title).toBe('Abogada corporativa');
  });

  it('refuses step 1 with the messages of the job form', async () => {
    const fields = jobFields({ Email: 'sin-arroba', PhoneNumber: '55123', Description: ' ' });
    delete fields.JobCategory;
    const { status, body } = await registerJob(t.app, publisher.token, fields);
    expect(status).toBe(400);
    expect(fieldMessages(body).sort()).toEqual(
      [
        `Email: ${m.emailInvalid}`,
        `PhoneNumber: ${m.phoneDigits}`,
        `Description: ${m.descriptionRequired}`,
        `JobCategory: ${m.categoryRequired}`,
      ].sort(),
    );
    const text = { data: Buffer.from('no soy imagen'), name: 'logo.png', type: 'image/png' };
    const badLogo = await registerJob(t.app, publisher.token, jobFields({ CompanyImage: text }));
    expect(fieldMessages(badLogo.body)).toEqual([`CompanyImage: ${m.logoNotImage}`]);
  });

  it('registers a job in two steps as Guardado, invisible to others until HR approves it', async () => {
    const { body } = await registerJob(t.app, publisher.token);
    expect(body.responseMessage).toBe(m.registered);
    const job = body.data as JobData;
    jobId = job.jobId;
    expect(job).toMatchObject({ status: 'Guardado', active: true, createUser: publisher.userId });
    expect(job.companyImage).toMatch(/^\/files\/uploads\/job-logos\/.+\.png$/);

    const empty = await call(t.app, 'POST', '/backend/JobSection', {
      token: publisher.token,
      body: { JobId: jobId, JobSection: [{ Description: '  ', JobSectionTypeId: 1 }] },
    });
    expect(fieldMessages(empty.body)).toEqual([`JobSection: ${m.sectionRequired}`]);
    const stranger = await call(t.app, 'POST', '/backend/JobSection', {
      token: third.token,
      body: { JobId: jobId, JobSection: [{ Description: 'x', JobSectionTypeId: 1 }] },
    });
    expect(stranger.status).toBe(403);
    const sections = await call(t.app, 'POST', '/backend/JobSection', {
      token: publisher.token,
      body: { JobId: jobId, JobSection: [{ Description: 'Moderar foros', JobSectionTypeId: 1 }] },
    });
    expect((sections.body.data as JobData).jobSection).toEqual([
      { jobSectionTypeId: 1, name: 'Responsabilidades', description: 'Moderar foros' },
    ]);

    expect((await call(t.app, 'GET', `/backend/Job/${jobId}`, { token: third.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/backend/Job/${jobId}`)).status).toBe(404);
    expect((await call(t.app, 'GET', `/backend/Job/${jobId}`, { token: publisher.token })).status).toBe(200);
    expect((await list('occupationFilter=gestora')).totalCount).toBe(0);
    const applied = await apply(t.app, applicant.token, jobId, pdfFile(pdf));
    expect(applied.body.responseMessage).toBe(m.notFound);
  });

  it('lets only HR list and decide pending jobs', async () => {
    const denied = await call(t.app, 'GET', '/backoffice/Job/ToApprove', { token: publisher.token });
    expect(denied.status).toBe(403);
    expect(
      (await call(t.app, 'POST', `/backoffice/Job/${jobId}?approve=true`, { token: publisher.token })).status,
    ).toBe(403);
    const pending = (await call(t.app, 'GET', '/backoffice/Job/ToApprove?pageIndex=1', { token: hr.token }))
      .body.data as JobPage;
    expect(pending.totalCount).toBe(3);
    expect(pending.list.map((j) => j.jobId)).toContain(jobId);
    const approved = await call(t.app, 'POST', `/backoffice/Job/${jobId}?approve=true`, { token: hr.token });
    expect(approved.body.responseMessage).toBe(m.approved);
    expect(approved.body.data).toMatchObject({ status: 'Aprobado', publicatedBy: 'Daniela Fernández Ruiz' });
    const bell = await call(t.app, 'GET', '/Home/GetNotification', { token: publisher.token });
    expect(bell.body.data[0]).toMatchObject({
      message: m.notifyJobApproved(approved.body.data.title),
      link: `/details-job/${jobId}`,
    });
    const again = await call(t.app, 'POST', `/backoffice/Job/${jobId}?approve=false`, { token: hr.token });
    expect(again.body.responseMessage).toBe(m.alreadyReviewed);
    expect((await list('occupationFilter=gestora')).list.map((j) => j.jobId)).toEqual([jobId]);
  });

  it('applies the rules of §6: a real CV, not one’s own job, not twice, not HR', async () => {
    const own = await apply(t.app, publisher.token, jobId, pdfFile(pdf));
    expect(own.body.responseMessage).toBe(m.applyOwn);
    const fake = await apply(
      t.app,
      applicant.token,
      jobId,
      pdfFile(Buffer.from('hola, soy texto'), 'cv.pdf'),
    );
    expect(fake.status).toBe(400);
    expect(fieldMessages(fake.body)).toEqual([`Curriculum: ${m.cvFormat}`]);
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await apply(t.app, applicant.token, jobId, pdfFile(big));
    expect(tooBig.body.responseMessage).toBe(m.cvTooLarge);
    const byHr = await apply(t.app, hr.token, jobId, pdfFile(pdf));
    expect(byHr.status).toBe(403);

    const verify: GatewayUrl = `/BackEnd/Postulant/VerifyPostulant?JobId=${jobId}`;
    expect((await call(t.app, 'GET', verify, { token: applicant.token })).body.data).toBe('False');
    const ok = await apply(t.app, applicant.token, jobId, pdfFile(pdf));
    expect(ok.body.responseMessage).toBe(m.applied);
    expect((await call(t.app, 'GET', verify, { token: applicant.token })).body.data).toBe('True');
    const twice = await apply(t.app, applicant.token, jobId, pdfFile(pdf));
    expect(twice.body.responseMessage).toBe(m.applyTwice);
  });

  it('shows candidates and CVs to the creator and HR only', async () => {
    const url: GatewayUrl = `/BackEnd/Postulant/GetByJobId?jobId=${jobId}`;
    const { body } = await call(t.app, 'GET', url, { token: publisher.token });
    const [candidate] = body.data as {
      postulantId: number;
      fullName: string;
      status: string;
      urlCurriculum: string;
    }[];
    expect(candidate).toMatchObject({ fullName: 'Alejandro Cruz Navarro', status: 'EnProceso' });
    postulantId = candidate?.postulantId ?? 0;
    expect((await call(t.app, 'GET', url, { token: third.token })).status).toBe(403);
    expect((await call(t.app, 'GET', url, { token: hr.token })).status).toBe(200);

    const cv = (token: string) =>
      getAs(t.app, `/api/BackEnd/Postulant/GetCurriculum?postulantId=${postulantId}`, token);
    const download = await cv(publisher.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await cv(hr.token)).statusCode).toBe(200);
    const denied = await cv(third.token);
    expect(denied.statusCode).toBe(403);
    expect((await cv(applicant.token)).statusCode).toBe(403);
  });

  it('tells the candidate of the decision by e-mail and a notification, once', async () => {
    const third403 = await call(t.app, 'POST', `/BackEnd/Postulant/${postulantId}/Approve`, {
      token: third.token,
    });
    expect(third403.status).toBe(403);
    const done = await call(
      t.app,
      'POST',
      `/BackEnd/Postulant/${postulantId}/Approve?companyName=Comunidad%20Viva`,
      {
        token: publisher.token,
      },
    );
    expect(done.body.responseMessage).toBe(m.postulantApproved);
    const mail = (await outbox(t.app)).find((x) => x.to === 'alejandro.cruz@demo.muropride.mx');
    expect(mail?.text).toContain(
      'Comunidad Viva seleccionó tu postulación a la vacante "Gestora de comunidad"',
    );
    const notes = await t.db.query<{ message: string; link: string }>(
      'select message, link from notifications where user_id = $1 order by notification_id desc limit 1',
      [applicant.userId],
    );
    expect(notes[0]).toEqual({
      message: m.notifyApproved('Gestora de comunidad'),
      link: `/details-job/${jobId}`,
    });
    const again = await call(t.app, 'POST', `/BackEnd/Postulant/${postulantId}/Reject`, {
      token: publisher.token,
    });
    expect(again.body.responseMessage).toBe(m.postulantDecided);
  });

  it("fills the applicant's profile tab from real applications", async () => {
    const { body } = await call(t.app, 'GET', `/BackEnd/Postulant/GetByUserId?userId=${applicant.userId}`, {
      token: applicant.token,
    });
    expect(body.data).toEqual([
      expect.objectContaining({
        jobId,
        jobTitle: 'Gestora de comunidad',
        jobLocation: 'Oaxaca, Oax.',
        jobCategory: 'Tecnología',
        jobCompanyName: 'Comunidad Viva',
      }),
    ]);
  });

  it('keeps the employer lists, edits back to review, deactivates, reactivates and deletes', async () => {
    const mine = (active: boolean, token = publisher.token) =>
      call(t.app, 'GET', `/backend/Job/?userId=${publisher.userId}&isActive=${active}&pageIndex=1`, {
        token,
      });
    expect(((await mine(true)).body.data as JobPage).list.map((j) => j.jobId)).toEqual([jobId]);
    expect((await mine(true, third.token)).status).toBe(403);
    expect((await mine(true, hr.token)).status).toBe(200);

    const edit = await sendForm(
      t.app,
      'PUT',
      '/backend/Job',
      jobFields({ JobId: String(jobId), Title: 'Gestora de comunidades' }),
      publisher.token,
    );
    expect(edit.body.responseMessage).toBe(m.updated);
    expect(edit.body.data).toMatchObject({ title: 'Gestora de comunidades', status: 'Guardado' });
    const editByOther = await sendForm(
      t.app,
      'PUT',
      '/backend/Job',
      jobFields({ JobId: String(jobId) }),
      third.token,
    );
    expect(editByOther.status).toBe(403);

    const off = await call(t.app, 'POST', `/backend/Job/${jobId}/Activate`, { token: publisher.token });
    expect(off.body.data).toMatchObject({ active: false });
    expect(((await mine(false)).body.data as JobPage).list.map((j) => j.jobId)).toEqual([jobId]);
    const on = await call(t.app, 'POST', `/backend/Job/${jobId}/Activate`, { token: publisher.token });
    expect(on.body.data).toMatchObject({ active: true });

    expect((await call(t.app, 'DELETE', `/backend/Job/${jobId}`, { token: third.token })).status).toBe(403);
    const gone = await call(t.app, 'DELETE', `/backend/Job/${jobId}`, { token: publisher.token });
    expect(gone.body.responseMessage).toBe(m.deleted);
    expect((await call(t.app, 'GET', `/backend/Job/${jobId}`, { token: publisher.token })).status).toBe(404);
  });

  it('keeps a rejected job out of the active list, under the inactive ones', async () => {
    const rejected = ((await registerJob(t.app, publisher.token)).body.data as JobData).jobId;
    await call(t.app, 'POST', `/backoffice/Job/${rejected}?approve=false`, { token: hr.token });
    const mine = async (active: boolean) =>
      (
        (
          await call(
            t.app,
            'GET',
            `/backend/Job/?userId=${publisher.userId}&isActive=${active}&pageIndex=1`,
            {
              token: publisher.token,
            },
          )
        ).body.data as JobPage
      ).list.map((j) => j.jobId);
    expect(await mine(true)).not.toContain(rejected);
    expect(await mine(false)).toContain(rejected);
  });

  it('lists the section types with Ubicacion among them', async () => {
    const { body } = await call(t.app, 'GET', '/backend/JobSection/Types');
    expect((body.data as { name: string }[]).map((s) => s.name)).toContain('Ubicacion');
  });
});
