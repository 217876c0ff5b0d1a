import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { choose, fillIn, pick, pngFile } from './support/form-inputs';
import { expect, expectAccessible, test } from './support/fixtures';
import { signIn, signOut } from './support/session';
import { balanceOnRewards, formatPoints } from './support/points';
import { companyDay } from './support/company-day';

const SCREENS = 'test-results/rewards-screens';
const RUN = Date.now().toString(36).slice(-4);
const NUMBERS = [`E2E-${RUN}-1`, `E2E-${RUN}-2`, `E2E-${RUN}-3`];
const REWARD = `Cena para dos ${RUN}`;
const SURVEY = `¿Qué recompensas quieres? ${RUN}`;
const SURVEY_POINTS = 150;
/** In the demo data the group Tecnología holds him; the survey is his alone, so no other page changes. */
const MEMBER = 'alejandro.cruz@demo.muropride.mx';
/** Every image this spec uploads is a PNG of one colour; only its name and size matter. */
const plainPng = (name: string, width: number, height: number) => pngFile(name, width, height, '#6f2dbd');

async function couponTemplate(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([420, 240]);
  page.drawText('Muro Pride', {
    x: 30,
    y: 190,
    size: 20,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
}

/** The text of a pdf-lib PDF: hex strings shown with Tj inside Flate streams. */
function pdfText(pdf: Buffer): string {
  const texts: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = match[1] ?? '';
    try {
      content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
    } catch {
      // an uncompressed stream
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      texts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

async function scan(page: Page, name: string) {
  await expectAccessible(page);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('operators load coupons, HR offers them to a group and a member who earned points in a survey redeems until none are left', async ({
  page,
}) => {
  await signIn(page, 'ops@demo.muropride.mx', { at: '/operator' });
  await expect(page.getByRole('heading', { name: 'Control de recompensas' })).toBeVisible();

  // A provider and a category, with their image previews before saving.
  await page.goto('/operator/details-rewardProvider/0');
  await page.getByLabel('Nombre').fill(`Bistró Diverso ${RUN}`);
  await choose(page, page.getByRole('button', { name: /^Logotipo/ }), await plainPng('logo.png', 400, 200));
  await expect(page.getByRole('img', { name: 'Vista previa' })).toBeVisible();
  await scan(page, 'provider-form');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se guardó exitosamente')).toBeVisible();
  await expect(page.getByRole('cell', { name: `Bistró Diverso ${RUN}`, exact: true })).toBeVisible();

  await page.goto('/operator/details-rewardCategory/0');
  await page.getByLabel('Descripción').fill(`Gastronomía ${RUN}`);
  await choose(page, page.getByRole('button', { name: /^Icono/ }), await plainPng('icono.png', 96, 96));
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('cell', { name: `Gastronomía ${RUN}`, exact: true })).toBeVisible();
  await scan(page, 'categories');

  // The reward: a real 600x600 image and a PDF.
  await page.goto('/operator/details-reward/0');
  await pick(page, 'Categoría', `Gastronomía ${RUN}`);
  await pick(page, 'Proveedor', `Bistró Diverso ${RUN}`);
  await fillIn(page, {
    Nombre: REWARD,
    'Título administrativo': REWARD,
    Descripción: 'Cena para dos personas',
    'Texto del popup': 'Presenta tu cupón al llegar',
    Puntos: '100',
    'Mínimo de unidades': '1',
    'Posición X': '30',
    'Posición Y': '100',
    'Tamaño de letra': '18',
  });
  await choose(page, page.getByRole('button', { name: /^Imagen/ }), await plainPng('cena.png', 600, 600));
  await choose(page, page.getByRole('button', { name: /^PDF del cupón/ }), {
    name: 'cupon.pdf',
    mimeType: 'application/pdf',
    buffer: await couponTemplate(),
  });
  await scan(page, 'reward-form');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro guardado exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/operator\/controlreward\/1$/);
  await scan(page, 'rewards-control');

  // Three coupon numbers from a CSV, then a test coupon with the sample number.
  await page.getByRole('link', { name: `Cargar cupones de ${REWARD}` }).click();
  await expect(
    page
      .getByRole('textbox', { name: 'Empresa' })
      .or(page.getByRole('combobox', { name: 'Empresa' }))
      .first(),
  ).toBeDisabled();
  await page.getByLabel('Vigencia desde').fill(companyDay());
  await page.getByLabel('Vigencia hasta').fill('2099-12-31');
  await pick(page, 'Empresa', 'Muro Pride Demo');
  await choose(page, page.getByRole('button', { name: /^Archivo de cupones/ }), {
    name: 'cupones.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`cupon\n${NUMBERS.join('\n')}\n`),
  });
  await scan(page, 'load-coupons');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se cargaron 3 cupones')).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Descargar cupón de prueba de ${REWARD}` }).click();
  const tab = await popup;
  await tab.waitForURL(/\/files\/uploads\/test-coupons\//);
  const sample = await page.request.get(tab.url());
  expect(pdfText(await sample.body())).toContain('1234567890');
  await tab.close();
  await page.goto('/operator/AdminCompany');
  await expect(page.getByRole('cell', { name: 'demo.muropride.mx', exact: true })).toBeVisible();
  await scan(page, 'companies');
  await signOut(page);

  // HR offers the reward to the group 'Tecnología' (where the demo member sits) with the 3 coupons.
  await signIn(page, 'rh@demo.muropride.mx');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Recompensas' })).toBeVisible();
  await page.goto('/admin/detail-product-filter/0');
  await pick(page, 'Producto', `${REWARD} (3)`);
  await pick(page, 'Grupo', 'Tecnología');
  await page.getByLabel('Puntos').fill('100');
  await page.getByLabel('Cantidad de cupones').fill('3');
  await scan(page, 'filter-form');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Creación exitosa')).toBeVisible();
  await expect(page.getByRole('cell', { name: REWARD, exact: true })).toBeVisible();
  await scan(page, 'filters');

  // HR also asks him a one-question survey with points: answering it credits them to his ledger.
  await page.goto('/admin/AdminSurvey');
  await page.getByRole('link', { name: 'Agregar encuesta' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill(SURVEY);
  const today = companyDay();
  await page.getByLabel('Vigencia: inicio').fill(today);
  await page.getByLabel('Vigencia: fin').fill(today);
  await page.getByLabel('Puntos de recompensa').fill(String(SURVEY_POINTS));
  await page.getByRole('checkbox', { name: /^Elegir a Alejandro/ }).check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La encuesta se guardó exitosamente')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar pregunta' }).click();
  const question = page.getByRole('dialog', { name: 'Nueva pregunta' });
  await question.getByLabel('Pregunta').fill('¿Qué recompensa te gustaría ver?');
  await pick(page, 'Tipo de respuesta', 'Texto libre');
  await question.getByRole('button', { name: 'Guardar' }).click();
  await page.getByRole('dialog', { name: 'Editar pregunta' }).getByRole('button', { name: 'Cerrar' }).click();
  await signOut(page);

  await signIn(page, MEMBER);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Recompensas' })).toBeVisible();
  const before = await balanceOnRewards(page);
  await page.goto('/surveys');
  await page.getByRole('button', { name: `Responder la encuesta ${SURVEY}` }).click();
  const slider = page.getByRole('dialog', { name: SURVEY });
  await slider.getByRole('textbox').fill('Experiencias para compartir en pareja.');
  await slider.getByRole('button', { name: 'Finalizar' }).click();
  await expect(slider.getByText('La encuesta se ha completado')).toBeVisible();
  await expect(slider).toHaveCount(0);

  // He redeems it three times; the fourth is refused with no debit.
  const balance = await balanceOnRewards(page);
  expect(balance).toBe(before + SURVEY_POINTS);
  const shows = (points: number) => page.getByText(`Tienes ${formatPoints(points)} puntos`);
  await scan(page, 'rewards');
  const openDetail = page.getByRole('button', { name: `Ver detalle de ${REWARD}` });
  await openDetail.click();
  const detail = page.getByRole('dialog', { name: 'Detalle de la recompensa' });
  await expect(detail.getByRole('heading', { name: REWARD })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Pausar carrusel' })).toBeVisible();
  await scan(page, 'reward-detail');
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  await expect(openDetail).toBeFocused();
  const redeem = async () => {
    await page.getByRole('button', { name: `Canjear ${REWARD}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Canjear recompensa' });
    await expect(dialog.getByText(`¿Deseas canjear «${REWARD}» por 100 puntos?`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Sí, canjear' }).click();
  };
  const download = page.waitForEvent('download');
  await redeem();
  const done = page.getByRole('dialog', { name: REWARD });
  await expect(done.getByRole('status')).toHaveText('Cupón canjeado exitosamente');
  const first = pdfText(
    await (await download).createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    }),
  );
  expect(NUMBERS.some((n) => first.includes(n))).toBe(true);
  await expectAccessible(page);
  await done.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(shows(balance - 100)).toBeVisible();
  for (let n = 0; n < 2; n += 1) {
    await redeem();
    await page
      .getByRole('dialog', { name: REWARD })
      .getByRole('button', { name: 'Cerrar', exact: true })
      .click();
  }
  await expect(shows(balance - 300)).toBeVisible();
  await redeem();
  const refused = page.getByRole('dialog', { name: 'No se pudo canjear' });
  await expect(refused.getByRole('alert')).toHaveText('Ya no hay cupones disponibles para esta recompensa.');
  await expectAccessible(page);
  await refused.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(shows(balance - 300)).toBeVisible();

  await page.goto('/redemption-history');
  const rows = page.getByRole('table', { name: 'Historial de canjes' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  const again = page.waitForEvent('download');
  await rows
    .nth(1)
    .getByRole('button', { name: /^Descargar cupón de / })
    .click();
  await expect(page.getByText('Cupón descargado exitosamente')).toBeVisible();
  expect((await again).suggestedFilename()).toMatch(/^cupon-\d+\.pdf$/);
  await scan(page, 'redemption-history');

  await page.goto('/account-status');
  const statement = page.getByRole('table', { name: 'Estado de cuenta' });
  await expect(statement.getByRole('row').filter({ hasText: `Canje: ${REWARD}` })).toHaveCount(3);
  await expect(statement.getByRole('row').filter({ hasText: `Encuesta: ${SURVEY}` })).toContainText(
    `+${SURVEY_POINTS}`,
  );
  await scan(page, 'account-status');
});
