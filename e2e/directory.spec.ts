import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, gatewayDataDir, test } from './support/fixtures';
import { signIn } from './support/session';

const CARD = '4111111111111111';

/** A page of its own for one person, signed in. */
async function signedIn(browser: Browser, email: string, at?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, { at });
  return page;
}

/** Registers a service in the paid package up to the sandbox's challenge page. */
async function registerPaidService(page: Page, name: string) {
  await page.goto('/directory');
  await page.getByRole('link', { name: 'Registrar mi servicio' }).click();
  await expect(page.getByRole('heading', { name: 'Elige tu paquete' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Elegir Emprendedor' }).click();
  await page.getByRole('main').getByLabel('Nombre del servicio').fill(name);
  await page.getByRole('main').getByLabel('Correo electrónico').fill('tortillas@orgullo.mx');
  await page.getByRole('main').getByLabel('Teléfono de contacto').fill('5598765432');
  await page.getByRole('main').getByLabel('Ubicación').fill('Iztapalapa, Ciudad de México');
  await page
    .getByRole('main')
    .getByLabel(/^Categoría/)
    .selectOption({ label: 'Alimentos' });
  await page.getByRole('main').getByLabel('Subcategoría').selectOption({ label: 'Comida a domicilio' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page
    .getByRole('main')
    .getByLabel('Descripción')
    .fill('Tortillas de maíz nixtamalizado hechas a mano, con entrega en casa.');
  await page.getByRole('main').getByLabel('Instagram').fill('https://instagram.com/tortillasorgullo');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: 'Datos de la tarjeta' })).toBeVisible();
  await page.getByRole('main').getByLabel('Nombre(s) del titular').fill('Mariana');
  await page.getByRole('main').getByLabel('Apellidos del titular').fill('López Hernández');
  await page.getByRole('main').getByLabel('Número de tarjeta').fill(CARD);
  await expect(page.getByText('Tarjeta Visa')).toBeVisible();
  await page.getByRole('main').getByLabel('Código de seguridad (CVV)').fill('123');
  await page.getByRole('main').getByLabel('Mes de vencimiento (MM)').fill('12');
  await page
    .getByRole('main')
    .getByLabel('Año de vencimiento (AAAA)')
    .fill(String(new Date().getFullYear() + 3));
  await page.getByRole('main').getByLabel('Estado').selectOption({ label: 'Jalisco' });
  await page.getByRole('main').getByLabel('Ciudad').fill('Guadalajara');
  await page.getByRole('main').getByLabel('Calle').fill('Av. Chapultepec');
  await page
    .getByRole('main')
    .getByLabel(/^Número( \*)?$/)
    .fill('120');
  await page.getByRole('main').getByLabel('Código postal').fill('44100');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Verificar tarjeta' }).click();
  await expect(page.getByRole('heading', { name: 'Verificación de tarjeta de prueba' })).toBeVisible();
  await expect(page.getByText('$10 MXN')).toBeVisible();
  await expect(page.getByText('Visa terminada en 1111')).toBeVisible();
  await expectAccessible(page);
}

/** Picks a star of Mantine's rating: its radio is visually hidden, its label is the star a person clicks. */
async function rate(dialog: Locator, name: string) {
  const id = await dialog.getByLabel(name).getAttribute('id');
  await dialog.locator(`label[for="${id}"]`).click();
  await expect(dialog.getByLabel(name)).toBeChecked();
}

/** The files under a directory (binary database pages and WAL included) whose bytes hold `text`. */
function filesHolding(dir: string, text: string): string[] {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .flatMap((path) =>
      statSync(path).isDirectory()
        ? filesHolding(path, text)
        : readFileSync(path).includes(text)
          ? [path]
          : [],
    );
}

test('a paid service passes the card challenge, HR authorizes it and another member finds and rates it', async ({
  browser,
}) => {
  // Three people, each signing in, over a dozen scanned pages: longer than one page's budget.
  test.slow();
  const member = await signedIn(browser, 'miembro@demo.muropride.mx');
  await registerPaidService(member, 'Tortillería Orgullo Martínez');
  await member.getByRole('button', { name: 'Aprobar verificación' }).click();
  await expect(member).toHaveURL(/\/register-services\/card-tokenization-result\/true$/);
  await expect(member.getByText('Tarjeta verificada con éxito')).toBeVisible();
  await expectAccessible(member);
  await member.getByRole('link', { name: 'Ir a mi perfil' }).click();
  await member.getByRole('tab', { name: 'Servicios publicados' }).click();
  const row = member.getByRole('row').filter({ hasText: 'Tortillería Orgullo Martínez' });
  await expect(row.getByText('En trámite')).toBeVisible();
  await expectAccessible(member);

  const hr = await signedIn(browser, 'rh@demo.muropride.mx', '/directory');
  await hr.getByText('Por autorizar').click();
  const pending = hr.getByRole('row').filter({ hasText: 'Tortillería Orgullo Martínez' });
  await expect(pending.getByText('Verificada')).toBeVisible();
  await expectAccessible(hr);
  await pending.getByRole('button', { name: 'Autorizar' }).click();
  const dialog = hr.getByRole('dialog', { name: 'Autorizar publicación' });
  await dialog.getByLabel('Días de gracia').fill('10');
  await expectAccessible(hr);
  await dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(hr.getByText('Publicación aceptada exitosamente')).toBeVisible();

  const other = await signedIn(browser, 'nuevo@demo.muropride.mx', '/directory');
  await other.getByRole('main').getByLabel('Buscar servicio').fill('tortilleria orgullo');
  await expect(other.getByText('1 servicio', { exact: true })).toBeVisible();
  await expectAccessible(other);
  await other.getByRole('link', { name: 'Tortillería Orgullo Martínez' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Tortillería Orgullo Martínez' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'https://instagram.com/tortillasorgullo' })).toBeVisible();
  await other.getByRole('button', { name: 'Evaluar' }).click();
  const rating = other.getByRole('dialog', { name: 'Evalúa este servicio' });
  const save = rating.getByRole('button', { name: 'Guardar' });
  await rate(rating, 'Servicio: 5 de 5');
  await rate(rating, 'Precio: 4 de 5');
  await expect(save).toBeDisabled();
  await rate(rating, 'Calidad: 5 de 5');
  await expectAccessible(other);
  await save.click();
  await expect(other.getByText('Registro guardado exitosamente')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Mi Evaluación' })).toBeVisible();
  await expect(other.getByText('Precio: 4.0 de 5')).toBeVisible();
  await expectAccessible(other);
});

test('a rejected challenge ends on the rejection and publishes nothing', async ({ browser }) => {
  test.slow();
  const member = await signedIn(browser, 'miembro@demo.muropride.mx');
  await registerPaidService(member, 'Tortillería Rechazada');
  await member.getByRole('button', { name: 'Rechazar verificación' }).click();
  await expect(member).toHaveURL(
    /\/register-services\/card-tokenization-result\/false\?directoryInfoId=\d+$/,
  );
  await expect(
    member.getByText('Tarjeta rechazada: Los datos son inválidos o el saldo es insuficiente.'),
  ).toBeVisible();
  await expect(member.getByRole('link', { name: 'Intentar con otra tarjeta' })).toHaveAttribute(
    'href',
    /^\/register-services\/\d+$/,
  );
  await expectAccessible(member);

  const hr = await signedIn(browser, 'rh@demo.muropride.mx', '/directory');
  await hr.getByText('Por autorizar').click();
  await expect(hr.getByRole('table', { name: 'Por autorizar' })).toBeVisible();
  await expect(hr.getByRole('row').filter({ hasText: 'Tortillería Rechazada' })).toHaveCount(0);
  await hr.getByText('Autorizados').click();
  await hr.getByRole('main').getByLabel('Buscar servicio').fill('rechazada');
  await expect(hr.getByText('Sin registros')).toBeVisible();
});

test('neither the database nor the gateway log holds the card number', async () => {
  const dataDir = gatewayDataDir();
  // The entry's own e-mail is there, so the search does reach what the database wrote.
  expect(filesHolding(dataDir, 'tortillas@orgullo.mx').length).toBeGreaterThan(0);
  expect(filesHolding(dataDir, CARD)).toEqual([]);
  expect(readFileSync(join(dataDir, 'gateway.log'), 'utf8')).not.toContain(CARD);
});
