import type { Locator, Page } from '@playwright/test';
import { addUnit, choose, pick, pngFile, units } from './support/form-inputs';
import { expect, expectAccessible, latestMailTo, test } from './support/fixtures';
import { openFromSignIn, signIn, signOut } from './support/session';
import { companyDay } from './support/company-day';
import { fillEventPlace } from './support/event-request';
import { addRecognitionCategory } from './support/recognition-category';
import { clabeWithControl } from '../domain/event-request';

/**
 * Issue 30, item 6: a company other than the demo's (871), built end to end through the consoles, works as a
 * tenant of its own. Its people see its content and branding, the demo's people see none of it, and the reverse.
 */
const STAMP = Date.now();
const RUN = STAMP.toString(36);
/** Company names take letters only (spec 002 §5): the run's digits become letters. */
const LETTERS = String(STAMP)
  .slice(-6)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a');
const COMPANY = `Brisa Textil ${LETTERS}`;
const DOMAIN = `empresa${STAMP}.mx`;
const HR = `rh@${DOMAIN}`;
const HR_PASSWORD = 'Brisa.2026!';
const MEMBER = `valentina@${DOMAIN}`;
const MEMBER_PASSWORD = 'Orgullo2026!';
const MEMBER_NAME = 'Valentina Ruiz Campos';
const GROUP = `Diseño ${RUN}`;
const BRANCH = `Planta ${RUN}`;
const ROLE = `Tejedora ${RUN}`;
const SURVEY = `Clima en Brisa ${RUN}`;
const ARTICLE = `Bienvenida a Brisa ${RUN}`;
const EVENT = `Festival Brisa ${RUN}`;
const CATEGORY = `Espíritu Brisa ${RUN}`;
const JOB = `Coordinadora de telares ${RUN}`;
/** Not a colour any other journey gives the demo company (e2e/organisation.spec.ts uses #0b5394). */
const PRIMARY = '#14532d';
/** The demo company's brand (server seeds); e2e/organisation.spec.ts puts it back after changing it. */
const DEMO_PRIMARY = '#6f2dbd';
/** A reward of the demo catalogue (server/rewards/reward-seed.ts): the operator loads coupons of it for the new company. */
const REWARD = 'Café y postre';
/** What the new company's filter asks for the reward: the demo's filters ask 300 (server/rewards/reward-seed.ts). */
const REWARD_POINTS = '175';

/** What the demo company (871) shows its people (server seeds): none of it may reach the new company. */
const DEMO_MEMBER = 'miembro@demo.muropride.mx';
const DEMO_ARTICLE = 'Nueva mesa de inclusión: cómo participar';
const DEMO_EVENT = 'Noche de cine queer en la terraza';
const DEMO_JOB = 'Analista de datos';
const DEMO_SERVICE = 'Mariana López · Diseño gráfico';
/** The demo's first recognition category, ranked by its seeded recognitions (server/recognition/recognition-seed.ts). */
const DEMO_CATEGORY = 'Trabajo en equipo';
/** The demo rewards no filter of the new company offers. */
const DEMO_REWARDS = ['Dos boletos de cine', 'Libro a elegir'];

/** Aims an audience picker at the run's group and takes everyone in it (the member). */
async function aimAtGroup(page: Page, scope: Locator | Page) {
  // The pills around the hidden input take the pointer; the input opens the list all the same.
  await scope.getByRole('combobox', { name: 'Grupos' }).click({ force: true });
  await page.getByRole('option', { name: GROUP, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(scope.getByRole('cell', { name: MEMBER_NAME, exact: true })).toBeVisible();
  await scope.getByRole('button', { name: 'Agregar todos los filtrados' }).click();
  await expect(scope.getByText('1 usuarios elegidos')).toBeVisible();
}

const brandColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-6').trim(),
  );

const file = (page: Page, name: string) => page.locator(`input[type="file"][name="${name}"]`);

/** Publishes the run's event on the billboard in the form's four steps ('Publicar un evento'). */
async function publishEvent(page: Page) {
  await page.goto('/course-view');
  await page.getByRole('link', { name: 'Publicar un evento' }).click();
  await file(page, 'eventTicketPromo').setInputFiles(await pngFile('promo.png', 1200, 700, PRIMARY));
  await file(page, 'eventTicketBanner').setInputFiles(await pngFile('banner.png', 1200, 700, PRIMARY));
  await page.getByLabel('Nombre del evento').fill(EVENT);
  await page.getByLabel('Descripción del evento').fill('Música y telares de la comunidad Brisa.');
  await page.getByLabel('Sector').selectOption({ label: 'Música' });
  await page.getByLabel('Costo del boleto').fill('150');
  await page.getByLabel('Aforo').fill('200');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await fillEventPlace(page, {
    place: 'Patio de la planta',
    street: 'Hidalgo 5',
    zip: '76000',
    state: 'Querétaro',
    city: 'Querétaro',
    minutes: '90',
    hour: '18:00',
  });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByLabel('Nombre de quien organiza').fill('Recursos Humanos');
  await page.getByLabel('Teléfono de quien organiza').fill('5512345678');
  await page.getByLabel('Correo de quien organiza').fill(HR);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByLabel('Nombre del titular de la cuenta').fill(COMPANY);
  await page.getByRole('textbox', { name: /^Banco/ }).fill('Banorte');
  await page.getByLabel('CLABE interbancaria').fill(clabeWithControl('07218000123456789'));
  await file(page, 'eventOwnerFileBankAccount').setInputFiles(
    await pngFile('caratula.png', 1280, 1980, '#ffffff'),
  );
  await page.getByRole('main').getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('heading', { name: '¡Tu evento se envió!' })).toBeVisible();
  await page.getByRole('button', { name: 'Terminar' }).click();
  await expect(page).toHaveURL(/\/course-view$/);
}

/**
 * Opens the bell's list and waits until it has loaded (its first notification or its empty text), then hands it
 * to `check` and closes it.
 */
async function inBell(page: Page, check: (items: Locator) => Promise<void>) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notificaciones/ })
    .click();
  const list = page.getByRole('dialog', { name: 'Notificaciones' });
  const items = list.getByRole('listitem');
  await expect(items.first().or(list.getByText('No tienes notificaciones.'))).toBeVisible();
  await expectAccessible(page);
  await check(items);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

/**
 * Chat contacts (every page of them, by first name) and the recognition form's collaborator picker (once a name
 * is typed) offer a colleague (`ownTyped`, shown as `own`) and nobody named `otherTyped` of the other company.
 */
async function seesNobodyOf(page: Page, otherTyped: string, ownTyped: string, own: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Abrir chat' }).click();
  const dock = page.getByRole('dialog', { name: 'Chat' });
  await dock.getByRole('tab', { name: 'Contactos' }).click();
  await expect(dock.getByRole('button', { name: new RegExp(ownTyped) }).first()).toBeVisible();
  const more = dock.getByRole('button', { name: 'Cargar más contactos' });
  while (await more.isVisible()) await more.click();
  await expect(dock.getByRole('button', { name: new RegExp(otherTyped) })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto('/board');
  await expect(page.getByRole('heading', { name: 'Reconocimientos', level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'Agregar reconocimiento' });
  // The picker opens once a category is chosen: the first of the company's.
  await form.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option').first().click();
  const picker = form.getByRole('combobox', { name: 'Colaborador' });
  await picker.fill(ownTyped);
  await expect(page.getByRole('option', { name: own, exact: true })).toBeVisible();
  await picker.fill(otherTyped);
  await expect(page.getByRole('option')).toHaveCount(0);
  await expectAccessible(page);
}

/** Recognises the newcomer in the run's category from the board's form. */
async function recogniseNewcomer(page: Page) {
  await page.goto('/board');
  const form = page.getByRole('region', { name: 'Agregar reconocimiento' });
  await pick(page, 'Categoría', CATEGORY, form);
  await form.getByRole('combobox', { name: 'Colaborador' }).fill('Valentina');
  await page.getByRole('option', { name: MEMBER_NAME, exact: true }).click();
  await form.getByRole('textbox', { name: 'Mensaje' }).fill('Gracias por tejer comunidad.');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Enviar reconocimiento' }).click();
  const outcome = page.getByRole('dialog', { name: 'Agregar reconocimiento' });
  await expect(outcome).toContainText('Se ha generado el reconocimiento');
  await outcome.getByRole('button', { name: 'Aceptar' }).click();
}

/** Publishes the run's job in the form's two steps and approves it as HR ('Autorizar vacantes'). */
async function publishJob(page: Page) {
  await page.goto('/register-job');
  await page.getByLabel('Título del puesto').fill(JOB);
  await page.getByLabel('Nombre de la empresa').fill(COMPANY);
  await page.getByLabel('Ubicación').fill('Querétaro, Qro.');
  await page.getByLabel('Dirección').fill('Hidalgo 5');
  await page.getByLabel('Salario mensual (MXN)').fill('18000');
  await page.getByLabel('Correo de contacto').fill(HR);
  await page.getByLabel('Teléfono').fill('5512345678');
  await page.getByRole('checkbox', { name: 'Tecnología' }).check();
  await page.getByLabel('Descripción').fill('Coordinar los telares de la planta.');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Se ha registrado la oferta de trabajo')).toBeVisible();
  await page.getByLabel('Responsabilidades').fill('Planear la producción semanal.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Registro exitoso' })).toBeVisible();

  await page.goto('/list-new-jobs');
  const pending = page.getByRole('article').filter({ hasText: JOB });
  await pending.getByRole('button', { name: 'Aprobar' }).click();
  await page
    .getByRole('dialog', { name: '¿Desea aprobar esta vacante?' })
    .getByRole('button', { name: 'Si' })
    .click();
  await expect(page.getByText('El trabajo ha sido aprobado')).toBeVisible();
}

/**
 * The board's categories and rankings: `own` is offered and `other` is not; `own`'s top ten and whole ranking
 * hold `ranked` and nobody named `stranger`.
 */
async function ranksOnly(page: Page, own: string, other: string, ranked: string, stranger: string) {
  await page.goto('/board');
  const category = page.getByRole('button', { name: new RegExp(own) });
  await expect(category).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(other) })).toHaveCount(0);
  await category.click();
  const top = page.getByRole('list', { name: `Top 10: ${own}` }).getByRole('listitem');
  await expect(top.filter({ hasText: ranked })).toHaveCount(1);
  await expect(top.filter({ hasText: stranger })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ver todos' }).click();
  const whole = page.getByRole('dialog', { name: `Ranking completo: ${own}` });
  const all = whole.getByRole('list', { name: `Ranking completo: ${own}` }).getByRole('listitem');
  await expect(all.filter({ hasText: ranked })).toHaveCount(1);
  await expect(all.filter({ hasText: stranger })).toHaveCount(0);
  await expectAccessible(page);
  await whole.getByRole('button', { name: 'Cerrar' }).click();
  await expect(whole).toBeHidden();
}

test.describe.serial('a second company, end to end', () => {
  test('the operator creates the company with its HR user and loads coupons for it', async ({ page }) => {
    await signIn(page, 'ops@demo.muropride.mx', { at: '/operator/AdminCompany' });
    await expect(page.getByRole('heading', { name: 'Empresas', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Agregar' }).click();
    await expect(page.getByRole('heading', { name: 'Empresa', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre' }).fill(COMPANY);
    await page.getByRole('textbox', { name: 'Razón social' }).fill(`${COMPANY} SA de CV`);
    await page.getByRole('textbox', { name: 'Dominio' }).fill(DOMAIN);
    await page.getByRole('textbox', { name: 'Teléfono de oficina' }).fill('5512345678');
    await page.getByRole('textbox', { name: 'Correo del usuario de Recursos Humanos' }).fill(HR);
    await page.getByLabel('Contraseña del usuario de Recursos Humanos').fill(HR_PASSWORD);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/operator\/AdminCompany$/);
    await expect(page.getByRole('cell', { name: DOMAIN, exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/operator/controlreward/1');
    await page.getByRole('link', { name: `Cargar cupones de ${REWARD}` }).click();
    await page.getByLabel('Vigencia desde').fill(companyDay());
    await page.getByLabel('Vigencia hasta').fill('2099-12-31');
    await pick(page, 'Empresa', COMPANY);
    await choose(page, page.getByRole('button', { name: /^Archivo de cupones/ }), {
      name: 'cupones.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`cupon\nBRISA-${RUN}-1\nBRISA-${RUN}-2\n`),
    });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se cargaron 2 cupones')).toBeVisible();
  });

  test('its HR brands the site and builds groups; a newcomer on its domain joins it', async ({ page }) => {
    await signIn(page, HR, { password: HR_PASSWORD, at: '/admin/control' });
    await expect(page.getByRole('heading', { name: 'Control', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await addUnit(page, units.group, GROUP, `Creado en la prueba ${RUN}`);
    await addUnit(page, units.branch, BRANCH, `Creado en la prueba ${RUN}`);
    await addUnit(page, units.category, ROLE, `Creado en la prueba ${RUN}`);

    await page.getByRole('tab', { name: 'Tipos de evento' }).click();
    await page.getByRole('button', { name: 'Agregar tipo de evento' }).click();
    const eventType = page.getByRole('dialog', { name: 'Tipo de evento' });
    await pick(page, 'Tipo de evento', 'Encuesta', eventType);
    await eventType.getByRole('checkbox', { name: 'Dirigido a una audiencia' }).check();
    await expectAccessible(page);
    await eventType.getByRole('button', { name: 'Guardar' }).click();
    await expect(eventType).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Encuesta', exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Personalizacion' }).click();
    const primary = page.getByRole('textbox', { name: 'Color primario' });
    await primary.fill(PRIMARY);
    await primary.press('Tab');
    await choose(
      page,
      page.getByRole('button', { name: /^Logotipo del sitio/ }),
      await pngFile('brisa.png', 300, 150, PRIMARY),
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se guardó exitosamente')).toBeVisible();
    await signOut(page);

    // A newcomer registers with the company's domain and joins it.
    const register = await openFromSignIn(page, 'Regístrate', 'Crear cuenta');
    await register.getByLabel(/^Nombre/).fill('Valentina');
    await register.getByLabel('Apellidos').fill('Ruiz');
    await register.getByLabel('Fecha de nacimiento').fill('1993-03-09');
    await register.getByLabel('Correo electrónico').fill(MEMBER);
    await register.getByLabel(/^Contraseña/).fill(MEMBER_PASSWORD);
    await register.getByLabel('Confirmar contraseña').fill(MEMBER_PASSWORD);
    await register.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Tu registro fue exitoso, confirma tu correo electrónico.')).toBeVisible();
    const mail = await latestMailTo(MEMBER);
    expect(mail.text).toContain(`Te uniste a la comunidad de ${COMPANY}.`);
    const link = new URL(mail.links.find((l) => l.includes('/verify-account')) ?? '');
    await page.goto(link.pathname + link.search);
    await expect(page.getByText('¡Verificación exitosa!')).toBeVisible();
    await expectAccessible(page);
  });

  test('its HR groups the newcomer, aims content and a reward at it, recognises it and posts a job', async ({
    page,
  }) => {
    await signIn(page, HR, { password: HR_PASSWORD, at: '/admin/users' });
    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('Valentina');
    await page.getByRole('link', { name: 'Editar Valentina Ruiz' }).click();
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(MEMBER);
    await page.getByRole('textbox', { name: 'Número de empleado' }).fill(`B-${RUN}`);
    // Registration's 'Apellidos' is the form's second surname: HR completes both.
    await page.getByRole('textbox', { name: 'Apellido paterno' }).fill('Ruiz');
    await page.getByRole('textbox', { name: 'Apellido materno' }).fill('Campos');
    await pick(page, 'Género', 'Femenino');
    await page.getByRole('textbox', { name: 'Teléfono personal' }).fill('5598765432');
    await page.getByLabel('Fecha de ingreso').fill('2024-02-01');
    await pick(page, 'Sucursal', BRANCH);
    await pick(page, 'Grupo', GROUP);
    await pick(page, 'Categoría', ROLE);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('cell', { name: MEMBER_NAME, exact: true })).toBeVisible();

    await page.goto('/admin/AdminSurvey');
    await page.getByRole('link', { name: 'Agregar encuesta' }).click();
    await page.getByRole('textbox', { name: 'Título' }).fill(SURVEY);
    await page.getByLabel('Vigencia: inicio').fill(companyDay());
    await page.getByLabel('Vigencia: fin').fill(companyDay(7));
    await page.getByLabel('Puntos de recompensa').fill('20');
    await aimAtGroup(page, page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('La encuesta se guardó exitosamente')).toBeVisible();
    await page.getByRole('button', { name: 'Agregar pregunta' }).click();
    const question = page.getByRole('dialog', { name: 'Nueva pregunta' });
    await question.getByLabel('Pregunta').fill('¿Qué te gusta de tu planta?');
    await pick(page, 'Tipo de respuesta', 'Texto libre', question);
    await question.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByRole('dialog', { name: 'Editar pregunta' })
      .getByRole('button', { name: 'Cerrar' })
      .click();

    await page.goto('/admin/company-post');
    await expect(page.getByRole('heading', { name: 'Mundo Pride', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Agregar' }).click();
    const article = page.getByRole('dialog', { name: 'Nuevo artículo' });
    await article.getByRole('textbox', { name: /^Título/ }).fill(ARTICLE);
    await article.getByRole('textbox', { name: 'Texto' }).click();
    await page.keyboard.type('Nos alegra tenerte en la comunidad de Brisa.');
    await article
      .locator('input[type="file"]')
      .nth(0)
      .setInputFiles(await pngFile('portada.png', 800, 600, PRIMARY));
    await aimAtGroup(page, article);
    await expectAccessible(page);
    await article.getByRole('button', { name: 'Guardar' }).click();
    await expect(article).toBeHidden();
    await expect(page.getByRole('cell', { name: ARTICLE, exact: true })).toBeVisible();

    await page.goto('/admin/detail-product-filter/0');
    await pick(page, 'Producto', `${REWARD} (2)`);
    await pick(page, 'Grupo', GROUP);
    await page.getByLabel('Puntos').fill(REWARD_POINTS);
    await page.getByLabel('Cantidad de cupones').fill('2');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Creación exitosa')).toBeVisible();
    await expect(page.getByRole('cell', { name: REWARD, exact: true })).toBeVisible();

    await page.goto('/admin/AdminBoard');
    await addRecognitionCategory(page, CATEGORY, 'Para quien teje comunidad.');
    await recogniseNewcomer(page);
    await publishJob(page);

    await publishEvent(page);
    await page.getByRole('link', { name: /Por autorizar/ }).click();
    await page.getByRole('button', { name: `Ver detalles: ${EVENT}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Detalle del evento' });
    await drawer.getByRole('button', { name: 'Autorizar' }).click();
    await page.getByRole('dialog', { name: '¿Estás seguro?' }).getByRole('button', { name: 'Sí' }).click();
    await expect(page.getByText('El evento se autorizó correctamente')).toBeVisible();
    await expectAccessible(page);
  });

  test("the newcomer sees its company's branding, content and people, and none of the demo company's", async ({
    page,
  }) => {
    await signIn(page, MEMBER, { password: MEMBER_PASSWORD });
    await expect.poll(() => brandColour(page)).toBe(PRIMARY);
    // Its calls name its own company, not the visitors' 871 (decision 0297).
    const branding = page.waitForRequest(/\/CompanyCustomize\/GetByCompanyId\/\d+$/);
    await page.reload();
    expect((await branding).url()).not.toMatch(/\/871$/);
    const logo = page.getByRole('banner').getByRole('link', { name: 'Muro Pride, ir al inicio' });
    await expect(logo.locator('img')).toHaveAttribute('src', /\/files\//);
    await expectAccessible(page);
    // Every notice it holds tells of the run's own items: the recognition its HR gave it, and nothing else.
    await inBell(page, async (items) => {
      await expect(items.filter({ hasText: `Recursos te reconoció en ${CATEGORY}` })).toHaveCount(1);
      await expect(items.filter({ hasNotText: RUN })).toHaveCount(0);
    });

    await page.goto('/surveys');
    await expect(page.getByRole('article', { name: SURVEY })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Clima de inclusión 2026' })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/blog-company');
    await expect(page.getByRole('link', { name: ARTICLE }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: DEMO_ARTICLE })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/course-view');
    await expect(page.getByRole('article', { name: EVENT })).toBeVisible();
    await expect(page.getByRole('article', { name: DEMO_EVENT })).toHaveCount(0);
    await expectAccessible(page);

    // The filter aimed at its group offers the reward at the filter's price; no demo reward is offered.
    await page.goto('/rewards');
    const reward = page.getByRole('article', { name: REWARD, exact: true });
    await expect(reward).toContainText(`${REWARD_POINTS} puntos`);
    await expect(reward).toContainText('Quedan 2 cupones');
    await expect(page.getByRole('article')).toHaveCount(1);
    for (const other of DEMO_REWARDS) await expect(page.getByRole('article', { name: other })).toHaveCount(0);
    await expectAccessible(page);

    await seesNobodyOf(page, 'Mariana', 'Recursos', 'Recursos Humanos');
    await ranksOnly(page, CATEGORY, DEMO_CATEGORY, MEMBER_NAME, 'Mariana');
    await expect(page.getByRole('list', { name: `Top 10: ${CATEGORY}` }).getByRole('listitem')).toHaveCount(
      1,
    );

    // The whole job bank is the company's one job.
    await page.goto('/job-bank');
    await expect(page.getByText('1 empleo disponible')).toBeVisible();
    await expect(page.getByRole('link', { name: JOB })).toBeVisible();
    await expect(page.getByRole('link', { name: DEMO_JOB })).toHaveCount(0);
    await expectAccessible(page);

    // The whole directory is empty: the company has no services yet.
    await page.goto('/directory');
    await expect(page.getByRole('status').filter({ hasText: '0 servicios' })).toBeVisible();
    await expect(page.getByText('Sin registros')).toBeVisible();
    await expect(page.getByText(DEMO_SERVICE)).toHaveCount(0);
    await expectAccessible(page);
  });

  test("the demo company's member sees none of the new company's people, content or branding", async ({
    page,
  }) => {
    await signIn(page, DEMO_MEMBER);
    await expect.poll(() => brandColour(page)).toBe(DEMO_PRIMARY);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Muro Pride, ir al inicio' }),
    ).toBeVisible();
    // No notice tells of the run's items or its newcomer.
    await inBell(page, async (items) => {
      await expect(items.filter({ hasText: new RegExp(`${RUN}|Valentina`) })).toHaveCount(0);
    });

    await page.goto('/surveys');
    // The pending list's heading comes with the loaded surveys.
    await expect(page.getByRole('heading', { name: 'Encuestas pendientes', level: 2 })).toBeVisible();
    await expect(page.getByRole('article', { name: SURVEY })).toHaveCount(0);

    await page.goto('/blog-company');
    await expect(page.getByRole('link', { name: DEMO_ARTICLE }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: ARTICLE })).toHaveCount(0);

    await page.goto('/course-view');
    await expect(page.getByRole('article', { name: DEMO_EVENT })).toBeVisible();
    await expect(page.getByRole('article', { name: EVENT })).toHaveCount(0);
    await expectAccessible(page);

    // The demo's own filters price the same reward at 300: the new company's filter is not among them.
    await page.goto('/rewards');
    await expect(page.getByText(/^Tienes [\d,]+ puntos$/)).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: `${REWARD_POINTS} puntos` })).toHaveCount(0);

    await seesNobodyOf(page, 'Valentina', 'Carlos', 'Carlos Eduardo Mendoza Vázquez');
    await ranksOnly(page, DEMO_CATEGORY, CATEGORY, 'Mariana López Hernández', 'Valentina');

    // The job bank holds the demo's jobs, and a search for the new company's job finds nothing.
    await page.goto('/job-bank');
    await expect(page.getByText(/^[1-9]\d* empleos? disponibles?$/)).toBeVisible();
    await page.getByLabel('Puesto').fill(JOB);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('No hay empleos disponibles')).toBeVisible();
    await expect(page.getByRole('link', { name: JOB })).toHaveCount(0);

    // The directory holds the demo's services, and a search for the newcomer finds nothing.
    await page.goto('/directory');
    await expect(page.getByRole('status').filter({ hasText: /^[1-9]\d* servicios?$/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar servicio' }).fill('Valentina');
    await expect(page.getByText('Sin registros')).toBeVisible();
    await expect(page.getByText(MEMBER_NAME)).toHaveCount(0);
    await expectAccessible(page);
  });
});
