import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { signIn, signInThroughDialog } from './support/session';
import { SESSION_KEY } from '../src/api/session-store';

const SCREENS = 'test-results/store-screens';

async function scan(page: Page, name: string) {
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

const cartButton = (page: Page, count: number) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^Carrito de compras, ${count} producto`) });

async function add(page: Page, product: string, label = 'Agregar al carrito') {
  await page.getByRole('button', { name: `${label}: ${product}` }).click();
  await expect(page.getByText('Se agregó el producto a tu carrito')).toBeVisible();
}

async function openProvider(page: Page, name: string) {
  await page.goto('/discount');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function payWith(cart: Locator, page: Page, button: string) {
  await cart.getByRole('radio', { name: /Tarjeta de crédito o débito/ }).check();
  await cart.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { name: 'Pasarela de pago de prueba' })).toBeVisible();
}

/** The text of a pdf-lib PDF: hex strings shown with Tj inside Flate streams. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = match[1] ?? '';
    try {
      content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
    } catch {
      // an uncompressed stream
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      texts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

test('a member buys from two providers, pays in the sandbox and downloads the receipt', async ({ page }) => {
  await signIn(page, 'carlos.mendoza@demo.muropride.mx', { at: '/discount' });
  await expect(page.getByRole('heading', { name: 'Beneficios Pride' })).toBeVisible();
  await scan(page, 'discount');

  await openProvider(page, 'Café Arcoíris');
  await add(page, 'Café americano grande');
  await add(page, 'Café americano grande');
  await add(page, 'Paquete desayuno para dos');
  await scan(page, 'provider');
  await page.getByRole('button', { name: 'Restricciones de Bolsa de café en grano 500 g' }).click();
  const restrictions = page.getByRole('dialog', { name: 'Restricciones de Bolsa de café en grano 500 g' });
  await expect(restrictions.getByText('No hay restricciones para este producto')).toBeVisible();
  await expectAccessible(page);
  await restrictions.getByRole('button', { name: 'Cerrar' }).click();

  await openProvider(page, 'Cine Diverso');
  await add(page, 'Boleto 2D');
  await cartButton(page, 4).click();
  const cart = page.getByRole('dialog', { name: 'Carrito de compras' });
  await cart.getByLabel('Cantidad de Boleto 2D').selectOption('3');
  await cart.getByRole('button', { name: 'Eliminar Paquete desayuno para dos' }).click();
  await expect(cart.getByTestId('cart-total')).toHaveText('$268.50');
  await cart.getByRole('radio', { name: /Tarjeta de crédito o débito/ }).check();
  await scan(page, 'cart');
  await payWith(cart, page, 'Pagar');
  await scan(page, 'sandbox');
  await page.getByRole('button', { name: 'Aprobar pago' }).click();

  await expect(page).toHaveURL(/\/order-details\/\d+$/);
  await expect(page.getByRole('heading', { name: '¡Compra exitosa!' })).toBeVisible();
  await expect(page.getByText('La orden ha sido pagada')).toBeVisible();
  const orderNumber =
    (await page
      .locator('strong')
      .filter({ hasText: /^MP-\d{6}$/ })
      .textContent()) ?? '';
  await scan(page, 'order-details');
  await expect(cartButton(page, 0)).toBeVisible();

  await page.getByRole('link', { name: 'Ver mis compras' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis compras' })).toBeVisible();
  const order = page.getByRole('article', { name: `Número de orden: ${orderNumber}` });
  await expect(order.getByText('Total: $268.50')).toBeVisible();
  await scan(page, 'shopping-history');
  const download = page.waitForEvent('download');
  await order.getByRole('button', { name: `Descargar PDF de la orden ${orderNumber}` }).click();
  const file = await (await download).path();
  expect(pdfText(readFileSync(file))).toContain(`Número de orden: ${orderNumber}`);
});

test('a rejected payment ends on the cancelled page with the cart intact', async ({ page }) => {
  await signIn(page, 'sofia.reyes@demo.muropride.mx');
  await openProvider(page, 'Librería Orgullo');
  await add(page, 'Vale de $300 en libros');
  await cartButton(page, 1).click();
  await payWith(page.getByRole('dialog', { name: 'Carrito de compras' }), page, 'Pagar');
  await page.getByRole('button', { name: 'Rechazar pago' }).click();
  await expect(page).toHaveURL(/\/canceled$/);
  await expect(page.getByRole('heading', { name: 'Oops' })).toBeVisible();
  await expect(page.getByText('Tu orden fue cancelada o rechazada por el banco.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute(
    'href',
    '/home',
  );
  await scan(page, 'canceled');
  await expect(cartButton(page, 1)).toBeVisible();
});

test('a donation ends with the thank-you and the way back to the foundations', async ({ page }) => {
  await signIn(page, 'sofia.reyes@demo.muropride.mx', { at: '/caring-community' });
  await expect(page.getByRole('heading', { level: 1, name: 'Comunidad que cuida' })).toBeVisible();
  await expect(page.getByText(/^Juntos hemos donado \$2,100$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Donativos de la comunidad' })).toBeVisible();
  await scan(page, 'caring-community');
  await page.getByRole('link', { name: /Refugio Casa Diversa/ }).click();
  await add(page, 'Donativo de $250', 'Agregar donativo');
  await scan(page, 'foundation');
  await payWith(page.getByRole('main'), page, 'Donar');
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias por tu donativo!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver fundaciones' })).toBeVisible();
  await scan(page, 'donation-thanks');
});

test('an id that is no foundation shows the not-found notice and no way to pay', async ({ page }) => {
  await signIn(page, 'sofia.reyes@demo.muropride.mx');
  for (const id of [1, 999]) {
    await page.goto(`/caring-community/${id}`);
    const main = page.getByRole('main');
    const missing = main.getByRole('region', { name: 'Registro no encontrado' });
    await expect(missing.getByRole('link', { name: 'Volver a Comunidad que cuida' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Elige tu donativo' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: /^Agregar/ })).toHaveCount(0);
    await expect(main.getByText('Método de pago')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Donar' })).toHaveCount(0);
  }
});

test('a member who must pay the membership is kept to it by the gateway, pays it and gets in', async ({
  page,
  browser,
}) => {
  await page.goto('/home');
  // Through the dialog: its redirect to /membership is what this journey checks.
  await signInThroughDialog(page, 'ricardo.morales@demo.muropride.mx');
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole('heading', { name: 'Membresía' })).toBeVisible();
  await scan(page, 'membership');

  // A page that keeps the '11' tokens as a session anyway gets nothing but the payment: the gateway refuses
  // the member's calls and the page goes to /membership, from where that same sign-in pays.
  const kept = await (await browser.newContext()).newPage();
  await signIn(kept, 'ricardo.morales@demo.muropride.mx', { at: '/rewards', owing: true });
  await expect(kept).toHaveURL(/\/membership$/);
  const refused = await kept.evaluate(async (key) => {
    const { token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string };
    const reply = await fetch('/api/chats/contacts', { headers: { Authorization: `Bearer ${token}` } });
    return { status: reply.status, body: (await reply.json()) as unknown };
  }, SESSION_KEY);
  expect(refused).toEqual({
    status: 403,
    body: { responseCode: '11', responseMessage: 'Para continuar necesitas pagar tu membresía.', data: null },
  });
  await kept.getByRole('button', { name: 'Pagar membresía' }).click();
  await expect(kept.getByText('Membresía Muro Pride')).toBeVisible();
  await kept.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(kept.getByRole('heading', { name: '¡Gracias por tu pago!' })).toBeVisible();
  await expect(kept.getByText('Tu membresía quedó pagada. Ya puedes usar Muro Pride.')).toBeVisible();
  await scan(kept, 'payment-success');
  await kept.goto('/rewards');
  await expect(kept).toHaveURL(/\/rewards$/);
  await expect(kept.getByRole('banner').getByRole('link', { name: 'Recompensas' })).toBeVisible();

  await signInThroughDialog(page, 'ricardo.morales@demo.muropride.mx');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Recompensas' })).toBeVisible();
});
