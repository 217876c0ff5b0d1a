import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { clabeWithControl } from '../domain/event-request';
import { expect, expectAccessible, gatewayUrl, test } from './support/fixtures';
import { DEMO_PASSWORD, signIn, signOut } from './support/session';
import { companyDay } from './support/company-day';
import { fillEventPlace } from './support/event-request';
import { pngFile } from './support/form-inputs';

const RUN = Date.now().toString(36);
const EVENT = `Festival ${RUN}`;
const COURSE = `Guía aliada ${RUN}`;
const CLABE = clabeWithControl('01218000123456789');
const WRONG_CLABE = `${CLABE.slice(0, 17)}${(Number(CLABE[17]) + 1) % 10}`;
const pdf = readFileSync(join(import.meta.dirname, '..', 'public', 'avisoprivacidad.pdf'));

const png = (width: number, height: number, name: string) => pngFile(name, width, height, '#6a1b9a');

const day = companyDay;
const file = (page: Page, name: string) => page.locator(`input[type="file"][name="${name}"]`);
const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();

/** Courses are aimed at an audience in this run (the company's 'Curso' setting), through the gateway. */
async function addressCourses() {
  const login = await fetch(`${gatewayUrl()}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'rh@demo.muropride.mx', password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
  const list = await fetch(`${gatewayUrl()}/api/backoffice/CompanyEventType/getByCompany`, { headers });
  const types = (await list.json()) as { data: Record<string, unknown>[] };
  const course = types.data.find((t) => t.eventTypeName === 'Curso') as Record<string, unknown>;
  const keys = [
    'companyEventTypeId',
    'eventTypeId',
    'isRewarded',
    'rewardPoints',
    'isNotified',
    'notificationText',
  ];
  const body = {
    ...Object.fromEntries(keys.map((k) => [k, course[k]])),
    isAudienceAddressed: true,
    isNewRegistry: false,
  };
  const saved = await fetch(`${gatewayUrl()}/api/backoffice/CompanyEventType`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(body),
  });
  expect(saved.status).toBe(200);
}

test('a member asks for an event, HR authorizes it, and a group opens its recommendation', async ({
  page,
}) => {
  await signIn(page, 'miembro@demo.muropride.mx', { at: '/course-view' });
  await expect(page.getByRole('tab', { name: 'CARTELERA' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Publicar un evento' }).click();

  // Step 0: what the event is about; an image over 1200x700 is refused.
  await file(page, 'eventTicketPromo').setInputFiles(await png(1300, 700, 'grande.png'));
  await expect(page.getByText('La imagen excede las dimensiones permitidas')).toBeVisible();
  await file(page, 'eventTicketPromo').setInputFiles(await png(1200, 700, 'promo.png'));
  await file(page, 'eventTicketBanner').setInputFiles(await png(1200, 700, 'banner.png'));
  await page.getByLabel('Nombre del evento').fill(EVENT);
  await page.getByLabel('Descripción del evento').fill('Música en vivo y colectivos de la comunidad.');
  await page.getByLabel('Sector').selectOption({ label: 'Música' });
  await page.getByLabel('Costo del boleto').fill('350');
  await page.getByLabel('Aforo').fill('500');
  await expectAccessible(page);
  await next(page);

  // Step 1: when and where.
  await expect(page.getByRole('heading', { name: '¿Cuándo y dónde?' })).toBeVisible();
  await fillEventPlace(page, {
    place: 'Foro Orgullo',
    street: 'Madero 10',
    zip: '06000',
    state: 'Ciudad de México',
    city: 'Cuauhtémoc',
    minutes: '120',
    hour: '20:30',
  });
  await expectAccessible(page);
  await next(page);

  // Step 2: about the host.
  await page.getByLabel('Nombre de quien organiza').fill('Ana Torres');
  await page.getByLabel('Teléfono de quien organiza').fill('5599887766');
  await page.getByLabel('Correo de quien organiza').fill('ana.torres@ejemplo.mx');
  await next(page);

  // Step 3: where to deposit; a wrong CLABE is refused with its message.
  await page.getByLabel('Nombre del titular de la cuenta').fill('Ana Torres');
  await page.getByRole('textbox', { name: /^Banco/ }).fill('Banorte');
  await page.getByLabel('CLABE interbancaria').fill(WRONG_CLABE);
  await file(page, 'eventOwnerFileBankAccount').setInputFiles(await png(1280, 1980, 'caratula.png'));
  await page.getByLabel('Requiero factura').check();
  await page.getByLabel('Razón social').fill('Eventos Diversos SA de CV');
  await page.getByLabel('R.F.C.').fill('EDI190101AB1');
  await file(page, 'eventOwnerFileConstancy').setInputFiles({
    name: 'constancia.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await page.getByRole('main').getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('La CLABE debe tener 18 dígitos y un dígito de control válido')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('CLABE interbancaria').fill(CLABE);
  await page.getByRole('main').getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('heading', { name: '¡Tu evento se envió!' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Terminar' }).click();
  await expect(page).toHaveURL(/\/course-view$/);
  await signOut(page);

  // HR authorizes it from the drawer.
  await signIn(page, 'rh@demo.muropride.mx', { at: '/course-view' });
  await page.getByRole('link', { name: /Por autorizar/ }).click();
  await expect(page.getByRole('heading', { name: /Por autorizar \(\d+\)/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: `Ver detalles: ${EVENT}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Detalle del evento' });
  await expect(drawer.getByText(CLABE)).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Autorizar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Estás seguro?' });
  await expect(
    confirm.getByText('Deseas autorizar este evento? No podrás revertir esta acción'),
  ).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('El evento se autorizó correctamente')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: `Ver detalles: ${EVENT}` })).toBeHidden();

  // HR creates a link course aimed at one group.
  await addressCourses();
  await page.goto('/admin/course');
  await page.getByRole('button', { name: 'Agregar publicación' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva publicación' });
  await form.getByRole('radio', { name: 'Enlace' }).check();
  await form.getByLabel('Nombre').fill(COURSE);
  await form.getByLabel('Descripción').fill('Cómo acompañar a compañeras y compañeros LGBTQ+.');
  await form.getByLabel('Fecha de inicio').fill(day(0));
  await form.getByLabel('Fecha de fin').fill(day(30));
  await form.getByRole('textbox', { name: /^Enlace/ }).fill('https://ejemplo.mx/aliados');
  await form
    .locator('input[type="file"][name="files"]')
    .setInputFiles(await png(1000, 1250, 'miniatura.png'));
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Debes elegir al menos un usuario')).toBeVisible();
  await form.getByLabel('Grupos').click({ force: true });
  await page.getByRole('option', { name: 'Tecnología' }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Agregar todos los filtrados' }).click();
  await expect(form.getByText(/\d+ usuarios elegidos/)).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Se creó correctamente!')).toBeVisible();
  await expect(page.getByRole('cell', { name: COURSE, exact: true })).toBeVisible();
  await expectAccessible(page);
  await signOut(page);

  // Another member sees the event on the billboard and, being in the group, completes the course.
  await signIn(page, 'alejandro.cruz@demo.muropride.mx', { at: '/course-view' });
  await expect(page.getByRole('article', { name: EVENT })).toBeVisible();
  await page.getByRole('tab', { name: 'RECOMENDACIONES' }).click();
  await page.getByRole('link', { name: `Abrir: ${COURSE}` }).click();
  const viewer = page.getByRole('dialog', { name: COURSE });
  await expect(viewer.getByRole('link', { name: 'Abrir enlace' })).toHaveAttribute(
    'href',
    'https://ejemplo.mx/aliados',
  );
  await expectAccessible(page);
  await viewer.getByRole('button', { name: 'Cerrar' }).click();
  const completed = page.getByRole('article', { name: COURSE });
  await expect(completed.getByText('Completado')).toBeVisible();
  await expectAccessible(page);
  await signOut(page);

  // The publisher sees it authorized in 'Mis eventos'.
  await signIn(page, 'miembro@demo.muropride.mx', { at: '/course-view/my-events' });
  await expect(page.getByRole('article', { name: EVENT }).getByText('Autorizado')).toBeVisible();
  await expectAccessible(page);
});
