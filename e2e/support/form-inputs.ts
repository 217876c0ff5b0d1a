import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

/** A PNG of one colour, for uploads that check real image types and sizes. */
export const solidPng = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A PNG file to upload, named as a person's file would be. */
export const pngFile = async (name: string, width: number, height: number, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await solidPng(width, height, background),
});

/** Chooses an option of a Mantine select (or autocomplete) by its label, within `scope` when given. */
export async function pick(page: Page, label: string, option: string, scope: Locator | Page = page) {
  await scope
    .getByRole('textbox', { name: label })
    .or(scope.getByRole('combobox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills labelled fields in the order given, within `scope`: a form read as a table of label and value. */
export async function fillIn(scope: Locator | Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

/** Gives a file to the chooser a button opens. */
export async function choose(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** Adds a group, branch or category on its tab of /admin/control and waits for its row. */
export async function addUnit(
  page: Page,
  unit: { tab: string; add: string; title: string },
  name: string,
  description: string,
) {
  await page.getByRole('tab', { name: unit.tab }).click();
  await page.getByRole('button', { name: unit.add }).click();
  const dialog = page.getByRole('dialog', { name: unit.title });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Descripción').fill(description);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

/** The three kinds of unit on /admin/control, as `addUnit` opens them. */
export const units = {
  group: { tab: 'Grupos', add: 'Agregar grupo', title: 'Grupo' },
  branch: { tab: 'Sucursales', add: 'Agregar sucursal', title: 'Sucursal' },
  category: { tab: 'Categorias', add: 'Agregar categoría', title: 'Categoría' },
} as const;
