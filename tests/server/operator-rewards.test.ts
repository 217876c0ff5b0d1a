import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../domain/dates.js';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';

import { createReward, file, loadCoupons, loadCsv, png, templatePdf } from './reward-support.js';
import { scriptedSvg } from './recognition-support.js';
import { pdfText } from './store-support.js';
import { call, type GatewayUrl } from './support/contract.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { sendForm } from './support/forms.js';
import { useSignedIn, useTestApp } from './support/suite.js';

async function xlsx(numbers: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cupones');
  sheet.addRow(['Número']);
  for (const number of numbers) sheet.addRow([number]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(stores)('operator rewards on $name', (store) => {
  let today: string;
  const t = useTestApp(store);
  const ops = useSignedIn(t, 'ops@demo.muropride.mx');
  beforeAll(async () => {
    today = dayIn(t.time.clock());
  });

  it('refuses the operator calls to HR and members', async () => {
    const hr = (await login(t.app, 'rh@demo.muropride.mx')).token;
    expect((await call(t.app, 'GET', '/BackOffice/RewardProduct', { token: hr })).status).toBe(403);
    const member = (await login(t.app, 'miembro@demo.muropride.mx')).token;
    expect((await call(t.app, 'GET', '/BackOffice/Company', { token: member })).status).toBe(403);
  });

  it('creates a reward, warns about an image that is not 600x600 and lists its stock', async () => {
    const { productId, providerId } = await createReward(t, ops.token);
    const product = (await call(t.app, 'GET', `/BackOffice/RewardProduct/${productId}`, { token: ops.token }))
      .body.data;
    expect(product).toMatchObject({ title: 'Boletos de cine', providerName: 'Cine Diverso', stock: 0 });
    const image = await t.app.inject({ method: 'GET', url: (product as { urlImage: string }).urlImage });
    expect(image.statusCode).toBe(200);

    const updated = await sendForm(
      t.app,
      'PUT',
      '/BackOffice/RewardProduct',
      {
        rewardProductId: String(productId),
        rewardCategoryId: String((product as { rewardCategoryId: number }).rewardCategoryId),
        rewardProviderId: String(providerId),
        title: 'Boletos de cine',
        titleAdmin: 'Cine 2x1',
        description: 'Dos boletos',
        popUpText: 'Presenta el cupón',
        points: '120',
        lowStock: '1',
        posX: '40',
        posY: '60',
        fontSize: '16',
        fileImage: file(await png(640, 480), 'otra.png', 'image/png'),
      },
      ops.token,
    );
    expect(updated.body.responseMessage).toBe('Se actualizó correctamente');
    expect(updated.body.data).toEqual({
      rewardProductId: productId,
      isValidSize: false,
      restriction: 'La imagen debe tener las medidas de 600 x 600.',
    });
  });

  it('refuses a PDF over 2 MB, a fake PDF and a reward without a PDF', async () => {
    const big = Buffer.concat([await templatePdf(), Buffer.alloc(2 * 1024 * 1024)]);
    const fields = {
      rewardCategoryId: '1',
      rewardProviderId: '1',
      title: 'X',
      titleAdmin: 'X',
      description: 'X',
      popUpText: 'X',
      points: '1',
      lowStock: '1',
      posX: '1',
      posY: '1',
      fontSize: '10',
      fileImage: file(await png(600, 600), 'a.png', 'image/png'),
    };
    await createReward(t, ops.token);
    const tooBig = await sendForm(
      t.app,
      'POST',
      '/BackOffice/RewardProduct',
      {
        ...fields,
        filePDF: file(big, 'big.pdf', 'application/pdf'),
      },
      ops.token,
    );
    expect(tooBig.body.data).toEqual({
      errors: [{ field: 'filePDF', message: 'El peso del archivo excede los 2MB' }],
    });
    const fake = await sendForm(
      t.app,
      'POST',
      '/BackOffice/RewardProduct',
      {
        ...fields,
        filePDF: file(Buffer.from('no soy un pdf'), 'x.pdf', 'application/pdf'),
      },
      ops.token,
    );
    expect(fake.status).toBe(400);
    const none = await sendForm(t.app, 'POST', '/BackOffice/RewardProduct', fields, ops.token);
    expect(none.body.data).toEqual({
      errors: [{ field: 'filePDF', message: 'Debes subir el PDF del cupón' }],
    });
  });

  it('refuses a provider logo larger than 500x500', async () => {
    const reply = await sendForm(
      t.app,
      'POST',
      '/BackOffice/RewardProvider',
      { businessName: 'Grande', logoImage: file(await png(501, 200), 'logo.png', 'image/png') },
      ops.token,
    );
    expect(reply.body.data).toEqual({
      errors: [{ field: 'logoImage', message: 'La imagen excede las dimensiones permitidas.' }],
    });
  });

  it('loads coupon numbers from csv, txt and xlsx, once each, and stamps a test coupon', async () => {
    const { productId } = await createReward(t, ops.token);
    const csv = await loadCsv(t, ops.token, productId, ['A-1', 'A-2', 'A-2'], today, today);
    expect(csv.body.data).toEqual({ loaded: 2, duplicates: 1 });
    const txt = await loadCoupons(
      t,
      ops.token,
      productId,
      file(Buffer.from('A-2\nB-1\n'), 'cupones.txt', 'text/plain'),
      today,
      today,
    );
    expect(txt.body.data).toEqual({ loaded: 1, duplicates: 1 });
    const sheet = await loadCoupons(
      t,
      ops.token,
      productId,
      file(await xlsx(['X-1', 'X-2']), 'cupones.xlsx', 'application/octet-stream'),
      today,
      today,
    );
    expect(sheet.body.data).toEqual({ loaded: 2, duplicates: 0 });
    const product = (await call(t.app, 'GET', `/BackOffice/RewardProduct/${productId}`, { token: ops.token }))
      .body.data;
    expect((product as { stock: number }).stock).toBe(5);

    const test = await call(t.app, 'GET', `/BackOffice/TestCoupon?id=${productId}`, { token: ops.token });
    const pdf = await t.app.inject({ method: 'GET', url: test.body.data as string });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('1234567890');
  });

  it('stamps a barcode with the number under it when isBarCode is on', async () => {
    const { productId } = await createReward(t, ops.token, { isBarCode: 'true' });
    const test = await call(t.app, 'GET', `/BackOffice/TestCoupon?id=${productId}`, { token: ops.token });
    const pdf = await t.app.inject({ method: 'GET', url: test.body.data as string });
    expect(pdfText(pdf.rawPayload)).toContain('1234567890');
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('refuses a coupon file with a bad number, an empty file and an inverted range', async () => {
    const { productId } = await createReward(t, ops.token);
    const bad = await loadCsv(t, ops.token, productId, ['OK-1', 'con espacio'], today, today);
    expect(bad.body.data).toEqual({
      errors: [
        {
          field: 'couponData',
          message:
            'El cupón de la línea 3 no es válido: usa letras sin acento, números o guiones, sin espacios, hasta 64 caracteres.',
        },
      ],
    });
    const empty = await loadCsv(t, ops.token, productId, [], today, today);
    expect(empty.body.data).toEqual({
      errors: [{ field: 'couponData', message: 'El archivo no tiene números de cupón.' }],
    });
    const inverted = await loadCsv(t, ops.token, productId, ['Z-1'], today, '2000-01-01');
    expect(inverted.status).toBe(400);
  });

  it('takes an SVG category icon, stored as a PNG drawn from it with no script left', async () => {
    const icon = { data: scriptedSvg, name: 'icono.svg', type: 'image/svg+xml' };
    const { body } = await sendForm(
      t.app,
      'POST',
      '/BackOffice/RewardCategory',
      { description: 'Bienestar', iconFile: icon },
      ops.token,
    );
    expect(body.responseCode, body.responseMessage).toBe('00');
    const url = (body.data as { urlIcon: string }).urlIcon;
    expect(url).toMatch(/\.png$/);
    const stored = await t.app.inject({ method: 'GET', url });
    expect(stored.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(stored.rawPayload.toString('latin1')).not.toMatch(/script|alert|onload/i);
  });

  it('deactivates rewards, categories and providers', async () => {
    const { productId, categoryId, providerId } = await createReward(t, ops.token);
    const del = (url: GatewayUrl) => call(t.app, 'DELETE', url, { token: ops.token });
    expect((await del(`/BackOffice/RewardProduct?id=${productId}`)).body.responseMessage).toBe(
      'La recompensa se desactivó correctamente',
    );
    expect((await del(`/BackOffice/RewardCategory?id=${categoryId}`)).body.responseCode).toBe('00');
    expect((await del(`/BackOffice/RewardProvider?id=${providerId}`)).body.responseCode).toBe('00');
    const catalogs = (await call(t.app, 'GET', '/BackOffice/RewardProduct/Catalogs', { token: ops.token }))
      .body.data as {
      rewardProvider: { value: number }[];
    };
    expect(catalogs.rewardProvider.some((p) => p.value === providerId)).toBe(false);
    const couponCatalogs = (
      await call(t.app, 'GET', '/BackOffice/RewardCoupon/Catalogs', { token: ops.token })
    ).body.data as { rewardProduct: { value: number }[]; company: { value: number }[] };
    expect(couponCatalogs.rewardProduct.some((p) => p.value === productId)).toBe(false);
    expect(couponCatalogs.company.map((c) => c.value)).toContain(DEMO_COMPANY_ID);
  });
});
