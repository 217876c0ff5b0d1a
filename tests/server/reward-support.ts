import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { expect } from 'vitest';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';
import type { Queryable } from '../../server/db/database.js';
import { creditPoints } from '../../server/points/points-ledger.js';
import { type FormFields, type FormValue, sendForm } from './support/forms.js';
import type { TestApp } from './support/test-app.js';

/** A real PNG of the given size. */
export async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#6f2dbd' } })
    .png()
    .toBuffer();
}

/** A one-page PDF to stamp coupons on. */
export async function templatePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([420, 240]);
  return Buffer.from(await pdf.save());
}

export const file = (data: Buffer, name: string, type: string): FormValue => ({ data, name, type });

/** Sends one of the operator's reward forms and fails the test unless it was accepted; returns its data. */
async function accepted(
  t: TestApp,
  opsToken: string,
  url: '/BackOffice/RewardCategory' | '/BackOffice/RewardProvider',
  fields: FormFields,
) {
  const reply = await sendForm(t.app, 'POST', url, fields, opsToken);
  expect(reply.body.responseCode, reply.body.responseMessage).toBe('00');
  return reply.body.data;
}

/** Creates an active category, provider and reward through the operator's calls; returns their ids. */
export async function createReward(
  t: TestApp,
  opsToken: string,
  extra: Record<string, FormValue> = {},
): Promise<{ categoryId: number; providerId: number; productId: number }> {
  const category = await accepted(t, opsToken, '/BackOffice/RewardCategory', {
    description: 'Experiencias',
    iconFile: file(await png(64, 64), 'icono.png', 'image/png'),
  });
  const provider = await accepted(t, opsToken, '/BackOffice/RewardProvider', {
    businessName: 'Cine Diverso',
    logoImage: file(await png(500, 300), 'logo.png', 'image/png'),
  });
  const categoryId = (category as { rewardCategoryId: number }).rewardCategoryId;
  const providerId = (provider as { rewardProviderId: number }).rewardProviderId;
  const product = await sendForm(
    t.app,
    'POST',
    '/BackOffice/RewardProduct',
    {
      rewardCategoryId: String(categoryId),
      rewardProviderId: String(providerId),
      title: 'Boletos de cine',
      titleAdmin: 'Cine 2x1',
      description: 'Dos boletos',
      popUpText: 'Presenta el cupón',
      points: '100',
      lowStock: '1',
      posX: '40',
      posY: '60',
      fontSize: '16',
      fileImage: file(await png(600, 600), 'cine.png', 'image/png'),
      filePDF: file(await templatePdf(), 'cupon.pdf', 'application/pdf'),
      ...extra,
    },
    opsToken,
  );
  expect(product.body.responseCode, product.body.responseMessage).toBe('00');
  return {
    categoryId,
    providerId,
    productId: (product.body.data as { rewardProductId: number }).rewardProductId,
  };
}

/** Loads coupon numbers as a CSV for a company (the demo one unless named), valid from `start` to `end`. */
export async function loadCsv(
  t: TestApp,
  opsToken: string,
  productId: number,
  numbers: string[],
  start: string,
  end: string,
  companyId = DEMO_COMPANY_ID,
) {
  const csv = file(Buffer.from(`cupon\n${numbers.join('\n')}\n`), 'cupones.csv', 'text/csv');
  return loadCoupons(t, opsToken, productId, csv, start, end, companyId);
}

/** Loads a file of coupon numbers (CSV, text or a sheet) for a company, valid from `start` to `end`. */
export function loadCoupons(
  t: TestApp,
  opsToken: string,
  productId: number,
  couponData: FormValue,
  start: string,
  end: string,
  companyId = DEMO_COMPANY_ID,
) {
  const fields = { rewardProductId: String(productId), companyId: String(companyId), couponData };
  return sendForm(
    t.app,
    'POST',
    '/BackOffice/RewardCoupon',
    { ...fields, startDate: start, endDate: end },
    opsToken,
  );
}

let people = 0;

/** Members of the demo company with a balance, inserted directly (the tests of concurrency need many). */
export async function addMembers(db: Queryable, count: number, points: number, now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const [row] = await db.query<{ user_id: number }>(
      `insert into users (company_id, email, first_name, last_name, email_confirmed, created_at)
       values ($1, $2, 'Persona', 'Prueba', true, $3) returning user_id`,
      [DEMO_COMPANY_ID, `persona.${(people += 1)}@demo.muropride.mx`, now],
    );
    const userId = row?.user_id ?? 0;
    await creditPoints(db, { userId, points, reason: 'Prueba', sourceKind: 'test', sourceId: 1, at: now });
    ids.push(userId);
  }
  return ids;
}
