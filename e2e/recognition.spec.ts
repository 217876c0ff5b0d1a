import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { signIn, signInToConsole, signOut } from './support/session';
import { balanceOnRewards, formatPoints } from './support/points';
import { addRecognitionCategory, topOfRanking } from './support/recognition-category';

const RUN = Date.now().toString(36);
const CATEGORY = `Colaboración ${RUN}`;
const CARLOS = 'Carlos Eduardo Mendoza Vázquez';

const star = (fill: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><script>alert(1)</script>` +
      `<circle cx="16" cy="16" r="14" fill="${fill}"/></svg>`,
  );

async function addLevel(page: Page, name: string, minimum: string, fill: string) {
  await page.getByRole('button', { name: 'Agregar nivel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo nivel' });
  await dialog.getByLabel('Título del nivel').fill(name);
  await dialog.getByLabel('Puntos mínimos requeridos').fill(minimum);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: `${name}.svg`, mimeType: 'image/svg+xml', buffer: star(fill) });
  await dialog.getByRole('button', { name: 'Guardar nivel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

/** Fills the 'Agregar reconocimiento' form and sends it; returns the outcome dialog. */
async function recognise(page: Page, collaborator: string, message: string) {
  const form = page.getByRole('region', { name: 'Agregar reconocimiento' });
  await form
    .getByRole('textbox', { name: 'Categoría' })
    .or(form.getByRole('combobox', { name: 'Categoría' }))
    .first()
    .click();
  await page.getByRole('option', { name: CATEGORY, exact: true }).click();
  const picker = form.getByRole('combobox', { name: 'Colaborador' });
  await picker.fill(collaborator.slice(0, 6));
  await page.getByRole('option', { name: collaborator, exact: true }).click();
  await form.getByRole('textbox', { name: 'Mensaje' }).fill(message);
  await form.getByRole('button', { name: 'Enviar reconocimiento' }).click();
  return page.getByRole('dialog', { name: 'Agregar reconocimiento' });
}

test('HR builds a category with two levels; colleagues recognise each other and climb its ranking', async ({
  page,
  browser,
}) => {
  await signInToConsole(page, '/admin/AdminBoard', 'Categorías de reconocimiento');
  await addRecognitionCategory(page, CATEGORY, 'Para quien comparte lo que sabe.');
  await addLevel(page, 'Inicial', '1', '#7b1fa2');
  await addLevel(page, 'Avanzado', '2', '#8a6d00');
  await expect(page.getByRole('img', { name: 'Ícono del nivel Avanzado' })).toHaveAttribute('src', /\.png$/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Regresar' }).click();
  await page.getByText('Activos', { exact: true }).click();
  await expect(page.getByRole('cell', { name: CATEGORY, exact: true })).toBeVisible();
  await page.getByText('Inactivos', { exact: true }).click();
  await expect(page.getByRole('cell', { name: CATEGORY, exact: true })).toBeHidden();
  await signOut(page);

  await signIn(page, 'miembro@demo.muropride.mx');
  const balance = await balanceOnRewards(page);
  await page.goto('/board');
  await expect(page.getByRole('heading', { name: 'Reconocimientos', level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Recompensas' })).toContainText(
    `${formatPoints(balance)} puntos`,
  );
  await expectAccessible(page);

  const toSelf = await recognise(page, 'Mariana López Hernández', 'Gracias a mí');
  await expect(toSelf).toContainText('No es posible realizar un Reconocimiento a sí mismo');
  await expectAccessible(page);
  await toSelf.getByRole('button', { name: 'Aceptar' }).click();

  const form = page.getByRole('region', { name: 'Agregar reconocimiento' });
  await form.getByRole('combobox', { name: 'Colaborador' }).fill('Nadie Inventado');
  await form.getByRole('textbox', { name: 'Mensaje' }).click();
  await expect(form.getByText('Colaborador invalido')).toBeVisible();

  const created = await recognise(page, CARLOS, 'Gracias por explicarme el proceso.');
  await expect(created).toContainText('Se ha generado el reconocimiento');
  await created.getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('button', { name: new RegExp(CATEGORY) }).click();
  const leader = topOfRanking(page, CATEGORY);
  await expect(leader).toContainText(CARLOS);
  await expect(leader).toContainText('Nivel Inicial');
  await signOut(page);

  // HR keeps the board open in another browser: the ranking must move there without a reload.
  const watcher = await (await browser.newContext()).newPage();
  await signIn(watcher, 'rh@demo.muropride.mx', { at: '/board' });
  await watcher.getByRole('button', { name: new RegExp(CATEGORY) }).click();
  const watched = topOfRanking(watcher, CATEGORY);
  await expect(watched).toContainText('Nivel Inicial');

  await signIn(page, 'sofia.reyes@demo.muropride.mx', { at: '/board' });
  const second = await recognise(page, CARLOS, 'Siempre dispuesto a ayudar.');
  await expect(second).toContainText('Se ha generado el reconocimiento');
  await second.getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('button', { name: new RegExp(CATEGORY) }).click();
  const first = topOfRanking(page, CATEGORY);
  await expect(first).toContainText('Primer lugar');
  await expect(first).toContainText('Nivel Avanzado');
  await expect(watched).toContainText('Nivel Avanzado');
  await watcher.context().close();
  await page.getByRole('button', { name: 'Ver todos' }).click();
  const all = page.getByRole('dialog', { name: `Ranking completo: ${CATEGORY}` });
  await expect(all.getByRole('listitem').first()).toContainText(CARLOS);
  await expectAccessible(page);
});
