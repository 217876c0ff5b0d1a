import type { Page } from '@playwright/test';
import { companyDay } from './company-day';

interface EventPlace {
  place: string;
  street: string;
  zip: string;
  state: string;
  city: string;
  minutes: string;
  hour: string;
}

/**
 * Fills step 1 of 'Publicar un evento' (¿Cuándo y dónde?): the event is in 15 days in the colonia Centro, and
 * tickets sell from tomorrow at 10:00 to the day before at 22:00.
 */
export async function fillEventPlace(page: Page, where: EventPlace): Promise<void> {
  await page.getByLabel('Nombre del lugar').fill(where.place);
  await page.getByLabel('Calle y número').fill(where.street);
  await page.getByLabel('Código postal').fill(where.zip);
  await page.getByRole('textbox', { name: /^Estado/ }).fill(where.state);
  await page.getByLabel('Ciudad o alcaldía').fill(where.city);
  await page.getByLabel('Colonia').fill('Centro');
  await page.getByLabel('Duración (minutos)').fill(where.minutes);
  await page.getByLabel('Fecha del evento').fill(companyDay(15));
  await page.getByLabel('Hora del evento').selectOption(where.hour);
  await page.getByLabel('Inicio de venta de boletos').fill(companyDay(1));
  await page.getByLabel('Hora de inicio de venta').selectOption('10:00');
  await page.getByLabel('Fin de venta de boletos').fill(companyDay(14));
  await page.getByLabel('Hora de fin de venta').selectOption('22:00');
}
