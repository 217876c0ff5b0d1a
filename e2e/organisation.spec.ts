import { addUnit, pick, units } from './support/form-inputs';
import { expect, expectAccessible, gatewayUrl, latestMailTo, test } from './support/fixtures';
import { DEMO_PASSWORD, signIn, signInToConsole, signOut } from './support/session';
import { companyDay } from './support/company-day';

const RUN = Date.now().toString(36);
const GROUP = `Diversidad ${RUN}`;
const BRANCH = `Querétaro ${RUN}`;
const ROLE = `Especialista ${RUN}`;
const NEW_USER = `nueva.${RUN}@demo.muropride.mx`;
const NEW_PASSWORD = 'Bienvenida.2026!';

/** 50 rows: 47 good (one of them quoted with a comma), a bad e-mail, an unknown branch, a missing birthday. */
function usersCsv(): string {
  const header =
    'NumeroEmpleado,Correo,Nombre,ApellidoPaterno,ApellidoMaterno,Genero,FechaNacimiento,FechaIngreso,Celular,TelefonoOficina,Extension,CorreoAdicional,Perfil,Sucursal,Grupo,Categoria';
  const rows = Array.from({ length: 47 }, (_, i) => {
    const n = `${RUN}-${i}`;
    return `${n},carga.${RUN}.${i}@demo.muropride.mx,"Persona, ${i}",Pérez,López,F,1990-01-15,2021-06-01,5512345678,,,,Usuario,${BRANCH},${GROUP},${ROLE}`;
  });
  rows.push(
    `${RUN}-x1,no-es-correo,Ana,Pérez,López,F,1990-01-15,2021-06-01,5512345678,,,,Usuario,${BRANCH},${GROUP},${ROLE}`,
    `${RUN}-x2,x2.${RUN}@demo.muropride.mx,Ana,Pérez,López,F,1990-01-15,2021-06-01,5512345678,,,,Usuario,Marte,${GROUP},${ROLE}`,
    `${RUN}-x3,x3.${RUN}@demo.muropride.mx,Ana,Pérez,López,F,,2021-06-01,5512345678,,,,Usuario,${BRANCH},${GROUP},${ROLE}`,
  );
  return '\uFEFF' + [header, ...rows].join('\r\n') + '\r\n';
}

test('HR builds the organisation, adds and loads people, posts a notice and rebrands the site', async ({
  page,
}) => {
  await signInToConsole(page, '/admin/control', 'Control');
  await addUnit(page, units.group, GROUP, `Creado en la prueba ${RUN}`);
  await addUnit(page, units.branch, BRANCH, `Creado en la prueba ${RUN}`);
  await addUnit(page, units.category, ROLE, `Creado en la prueba ${RUN}`);

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cargar usuarios' }).click();
  await page.getByRole('menuitem', { name: 'Carga individual' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo usuario' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Activo' })).toBeDisabled();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('*Campo Requerido').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(NEW_USER);
  await page.getByRole('textbox', { name: 'Número de empleado' }).fill(`N-${RUN}`);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Renata');
  await page.getByRole('textbox', { name: 'Apellido paterno' }).fill('Salas');
  await page.getByRole('textbox', { name: 'Apellido materno' }).fill('Vega');
  await pick(page, 'Género', 'Femenino');
  await page.getByLabel('Fecha de nacimiento').fill('1994-08-21');
  await page.getByRole('textbox', { name: 'Teléfono personal' }).fill('5598765432');
  await page.getByLabel('Fecha de ingreso').fill('2024-02-01');
  await pick(page, 'Sucursal', BRANCH);
  await pick(page, 'Grupo', GROUP);
  await pick(page, 'Categoría', ROLE);
  await page.getByLabel('Contraseña', { exact: false }).first().fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Usuario guardado exitosamente')).toBeVisible();
  expect((await latestMailTo(NEW_USER)).subject).toBe('Bienvenida a Muro Pride');
  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('Renata Salas');
  await page.getByRole('link', { name: 'Editar Renata Salas Vega' }).click();
  await page.getByRole('button', { name: 'Confirmar Cuenta' }).click();
  await expect(page.getByText('Cuenta confirmada')).toBeVisible();

  await page.goto('/admin/bulk-load');
  await expect(page.getByRole('heading', { name: 'Carga masiva de usuarios' })).toBeVisible();
  await page.getByRole('button', { name: 'Cargar', exact: true }).click();
  await expect(page.getByText('Debes cargar un archivo para continuar')).toBeVisible();
  await expectAccessible(page);
  await page
    .getByLabel('Elegir archivo')
    .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText('El archivo no es un formato .csv')).toBeVisible();
  await page
    .getByLabel('Elegir archivo')
    .setInputFiles({ name: 'usuarios.csv', mimeType: 'text/csv', buffer: Buffer.from(usersCsv(), 'utf8') });
  await page.getByRole('button', { name: 'Cargar', exact: true }).click();
  await expect(page.getByText('El proceso de carga de usuarios inició correctamente')).toBeVisible();
  await expect(page.getByText('Carga terminada')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Creados: 47 · Actualizados: 0 · Rechazados: 3')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar filas rechazadas' }).click();
  const refused = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of refused) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString('utf8').trim().split('\r\n');
  expect(lines).toHaveLength(4);
  expect(lines[2]).toContain('Sucursal: El valor no existe o está inactivo.');
  await expectAccessible(page);

  await page.goto('/admin/control');
  await page.getByRole('tab', { name: 'Avisos' }).click();
  await page.getByRole('button', { name: 'Agregar aviso' }).click();
  const notice = page.getByRole('dialog', { name: 'Aviso' });
  await notice.getByLabel('Descripción').fill(`Semana de la diversidad ${RUN}`);
  await pick(page, 'Tipo', 'Agenda', notice);
  const today = companyDay();
  await notice.getByLabel('Fecha del evento').fill(today);
  await notice.getByLabel('Inicio de publicación').fill(today);
  await notice.getByLabel('Fin de publicación').fill(today);
  await notice.getByRole('textbox', { name: 'Enlace' }).fill('muropride.mx/diversidad');
  const chooser = page.waitForEvent('filechooser');
  await notice.getByRole('button', { name: 'Miniatura' }).click();
  await (await chooser).setFiles({ name: 'aviso.png', mimeType: 'image/png', buffer: png() });
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Se creó correctamente!')).toBeVisible();
  await expect(page.getByRole('cell', { name: `Semana de la diversidad ${RUN}`, exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Personalizacion' }).click();
  const primary = page.getByRole('textbox', { name: 'Color primario' });
  const before = await primary.inputValue();
  await primary.fill('#0b5394');
  await primary.press('Tab');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se guardó exitosamente')).toBeVisible();
  await page.goto('/home');
  const brand = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-6').trim(),
    );
  await expect.poll(brand).toBe('#0b5394');
  await expectAccessible(page);

  // Other specs share this gateway: put the demo colour back.
  await page.goto('/admin/control');
  await page.getByRole('tab', { name: 'Personalizacion' }).click();
  await primary.fill(before);
  await primary.press('Tab');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se guardó exitosamente')).toBeVisible();
  await signOut(page);

  await signIn(page, NEW_USER, { password: NEW_PASSWORD });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ingresar' })).toBeHidden();
});

test('a member is refused the organisation pages and calls', async ({ page, request }) => {
  await signIn(page, 'miembro@demo.muropride.mx');
  for (const path of [
    '/admin/users',
    '/admin/users-details/new',
    '/admin/bulk-load',
    '/admin/control',
    '/admin/company-event-type',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
  }
  const login = await request.post(`${gatewayUrl()}/api/Auth/Login`, {
    data: { username: 'miembro@demo.muropride.mx', password: DEMO_PASSWORD },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  for (const path of [
    '/api/BackOffice/UserProfile',
    '/api/backoffice/Department',
    '/api/backoffice/CompanyHoliday',
  ]) {
    const reply = await request.get(`${gatewayUrl()}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.status()).toBe(403);
  }
});

/** A real 8x8 PNG, so the gateway's content check accepts it. */
function png(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPI192LFTEMLQkAoDdWQakKB+YAAAAASUVORK5CYII=',
    'base64',
  );
}
