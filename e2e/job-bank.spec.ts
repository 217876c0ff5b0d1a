import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { expect, expectAccessible, gatewayUrl, latestMailTo, test } from './support/fixtures';
import { fillIn } from './support/form-inputs';
import { signIn, signOut } from './support/session';

const STAMP = Date.now().toString(36);
const TITLE = `Gestora de comunidad ${STAMP}`;
const PUBLISHER = 'miembro@demo.muropride.mx';
const APPLICANT = 'alejandro.cruz@demo.muropride.mx';
const APPLICANT_NAME = 'Alejandro Cruz Navarro';
const THIRD = 'nuevo@demo.muropride.mx';

async function cvPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(`Currículum de ${APPLICANT_NAME}`, { x: 50, y: 780, size: 18, font });
  return Buffer.from(await pdf.save());
}

const logo = () =>
  sharp({ create: { width: 120, height: 120, channels: 3, background: '#6f2dbd' } })
    .png()
    .toBuffer();

/** Looks for the job as a signed-in member: the position filter, then 'Buscar'. */
async function search(page: Page, text: string) {
  await page.goto('/job-bank');
  await page.getByLabel('Puesto').fill(text);
  await page.getByRole('button', { name: 'Buscar' }).click();
}

test('a job is published in two steps, approved by HR, applied to with a real CV and decided', async ({
  page,
  browser,
}) => {
  // The publisher registers the job in two steps.
  await signIn(page, PUBLISHER, { at: '/job-bank' });
  await expect(page.getByRole('heading', { name: 'Bolsa de trabajo' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Publicar empleo' }).click();
  await expect(page).toHaveURL(/\/register-job$/);
  await fillIn(page, {
    'Título del puesto': TITLE,
    'Nombre de la empresa': 'Comunidad Viva',
    Ubicación: 'Oaxaca, Oax.',
    Dirección: 'Calle Alcalá 100',
    'Salario mensual (MXN)': '25000',
    'Correo de contacto': 'empleos@comunidadviva.mx',
    Teléfono: '55123',
  });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('El teléfono debe tener 10 dígitos')).toBeVisible();
  await expect(page.getByText('Seleccion al menos una categoría')).toBeVisible();
  await expect(page.getByText('Ingrese una descripción')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Teléfono').fill('5512345678');
  await page.getByRole('checkbox', { name: 'Tecnología' }).check();
  await page.getByLabel('Descripción').fill('Coordinar la comunidad del portal y sus foros.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logo() });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Se ha registrado la oferta de trabajo')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Favor de completar al menos una sección')).toBeVisible();
  await page.getByLabel('Responsabilidades').fill('Moderar foros y organizar encuentros.');
  await page.getByLabel('Ubicación').fill('Centro de Oaxaca.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Registro exitoso' })).toBeVisible();
  await expectAccessible(page);

  // Invisible to others until HR approves it.
  await signOut(page);
  await signIn(page, APPLICANT);
  await search(page, TITLE);
  await expect(page.getByText('No hay empleos disponibles')).toBeVisible();

  // The publisher keeps the portal open in another browser while HR approves it from /list-new-jobs.
  const publisher = await (await browser.newContext()).newPage();
  await signIn(publisher, PUBLISHER, { at: '/job-bank' });
  await expect(publisher.getByRole('banner').getByRole('button', { name: /^Notificaciones/ })).toBeVisible();
  await signOut(page);
  await signIn(page, 'rh@demo.muropride.mx', { at: '/job-bank' });
  await page.getByRole('link', { name: /Autorizar vacantes/ }).click();
  await expect(page).toHaveURL(/\/list-new-jobs$/);
  const pending = page.getByRole('article').filter({ hasText: TITLE });
  await expect(pending).toBeVisible();
  await expectAccessible(page);
  await pending.getByRole('button', { name: 'Aprobar' }).click();
  const approval = page.getByRole('dialog', { name: '¿Desea aprobar esta vacante?' });
  await expect(approval).toContainText('No podrás revertir esta acción');
  await expectAccessible(page);
  await approval.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText('El trabajo ha sido aprobado')).toBeVisible();
  await expect(pending).toBeHidden();
  // The bell rings live: the notice appears on the publisher's open page without a reload.
  await expect(publisher.getByText(`Tu vacante "${TITLE}" fue aprobada y ya está publicada.`)).toBeVisible();
  await publisher.context().close();

  // A second member filters, finds it and applies; a text file renamed .pdf is refused.
  await signOut(page);
  await signIn(page, APPLICANT);
  await search(page, TITLE);
  await expect(page.getByText('1 empleo disponible')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ubicación' })).toBeVisible();
  await expectAccessible(page);
  const jobId = Number(/\/details-job\/(\d+)/.exec(page.url())?.[1]);
  await page.getByRole('button', { name: 'Aplicar ahora' }).click();
  const form = page.getByRole('dialog', { name: 'Postularme' });
  await form.locator('input[type="file"]').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Esto es texto plano, no un PDF.'),
  });
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Enviar postulación' }).click();
  const failure = page.getByRole('dialog', { name: 'Error al postularse' });
  await expect(failure.getByText('Formato no válido')).toBeVisible();
  await expectAccessible(page);
  await failure.getByRole('button', { name: 'Cerrar' }).last().click();
  await page.getByRole('button', { name: 'Aplicar ahora' }).click();
  const pdf = await cvPdf();
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('button', { name: 'Enviar postulación' }).click();
  await expect(page).toHaveURL(/\/applicant-sent$/);
  await expect(page.getByRole('heading', { name: '¡Se envió tu postulación!' })).toBeVisible();
  await expectAccessible(page);

  // The publisher sees the candidate, downloads the CV and approves.
  await signOut(page);
  await signIn(page, PUBLISHER, { at: '/jobs-published' });
  await expectAccessible(page);
  const mine = page.getByRole('article').filter({ hasText: TITLE });
  const candidatesReply = page.waitForResponse((r) => r.url().includes('/Postulant/GetByJobId'));
  await mine.getByRole('link', { name: 'Ver candidatos' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates/${jobId}$`));
  const postulantId = ((await (await candidatesReply).json()) as { data: { postulantId: number }[] }).data[0]
    ?.postulantId;
  await expect(page.getByRole('cell', { name: APPLICANT_NAME, exact: true })).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Descargar CV de ${APPLICANT_NAME}` }).click();
  const saved = await (await download).path();
  expect(readFileSync(saved).equals(pdf)).toBe(true);
  await page.getByRole('button', { name: 'Aprobar' }).click();
  const question = page.getByRole('dialog', { name: `¿Desea seleccionar a ${APPLICANT_NAME}?` });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText('Postulante aprobado')).toBeVisible();
  expect((await latestMailTo(APPLICANT)).text).toContain(`seleccionó tu postulación a la vacante "${TITLE}"`);

  // The applicant sees the application in the profile.
  await signOut(page);
  await signIn(page, APPLICANT, { at: '/profile' });
  await page.getByRole('tab', { name: 'Mis postulaciones' }).click();
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await expectAccessible(page);

  // A third member cannot download the CV.
  await signOut(page);
  await signIn(page, THIRD);
  const status = await page.evaluate(
    async ({ url, id }) => {
      const session = JSON.parse(localStorage.getItem('muro.session') ?? '{}') as { token?: string };
      const response = await fetch(`${url}/api/BackEnd/Postulant/GetCurriculum?postulantId=${id}`, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      return response.status;
    },
    { url: gatewayUrl(), id: postulantId },
  );
  expect(status).toBe(403);
});
