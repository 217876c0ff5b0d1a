import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { companyDay } from './company-day';

/**
 * From /admin/AdminBoard, adds a recognition category in force from yesterday for a month and waits for its
 * edit page, where levels are added.
 */
export async function addRecognitionCategory(page: Page, title: string, description: string): Promise<void> {
  await page.getByRole('link', { name: 'Agregar categoría' }).click();
  await expect(page.getByRole('heading', { name: 'Nueva categoría', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByLabel('Descripción').fill(description);
  await page.getByLabel('Vigente desde').fill(companyDay(-1));
  await page.getByLabel('Vigente hasta').fill(companyDay(30));
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar categoría' })).toBeVisible();
}

/** The first place of a category's Top 10 on /board, once the category is chosen. */
export const topOfRanking = (page: Page, category: string) =>
  page
    .getByRole('list', { name: `Top 10: ${category}` })
    .getByRole('listitem')
    .first();
