import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const format = new Intl.NumberFormat('es-MX');

/** Points as the portal writes them ('1,250'). */
export const formatPoints = (points: number): string => format.format(points);

/**
 * The signed-in person's balance as /rewards shows it. Other journeys of the same run earn and spend points,
 * so a journey reads the balance it starts from instead of assuming the demo's.
 */
export async function balanceOnRewards(page: Page): Promise<number> {
  await page.goto('/rewards');
  const balance = page.getByText(/^Tienes [\d,]+ puntos$/);
  await expect(balance).toBeVisible();
  return Number((await balance.innerText()).replace(/\D/g, ''));
}
