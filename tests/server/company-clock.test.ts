import { describe, expect, it } from 'vitest';
import { seedStore } from '../../server/store/store-seed.js';
import { checkoutKey, decide, orderDetail, payOrder, pdfText, productIds, receipt } from './store-support.js';
import { call } from './support/contract.js';
import { stores } from './support/stores.js';
import { useSignedIn, useTestApp } from './support/suite.js';

// 23:30 on 22 November 2026 in Mexico City, when UTC already reads 05:30 on 23 November.
const LATE_EVENING = new Date('2026-11-23T05:30:00Z');

describe.each(stores)('receipts on the company clock on $name', (store) => {
  const t = useTestApp(store, { now: LATE_EVENING, seeds: [seedStore] });
  const buyer = useSignedIn(t, 'carlos.mendoza@demo.muropride.mx');

  it('dates the PDF as the pages do and writes a fractional amount with two decimals', async () => {
    const cafe = await productIds(t.app, 1);
    const { body } = await payOrder(t.app, buyer.token, checkoutKey(), {
      Products: [{ ProductId: cafe['CAF-DES2'] ?? 0, Quantity: 1 }],
      PaymentMethodId: 1,
    });
    const page = await t.app.inject({ method: 'GET', url: body.data.redirectUrl });
    expect(page.body).toContain('$189.50 MXN');
    await decide(t.app, body.data.redirectUrl, 'approve');
    const detail = await orderDetail(t.app, body.data.orderId, buyer.token);
    expect(detail.body.data.date).toBe('2026-11-23T05:30:00.000Z');

    const pdf = await receipt(t.app, body.data.orderId, buyer.token);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Fecha: 22/11/2026 23:30');
    expect(text).toContain('$189.50');
    expect(text).toContain('Total: $189.50 MXN');
  });

  it('tells the pages which zone the company keeps', async () => {
    const { body } = await call(t.app, 'GET', '/BackEnd/CompanyCustomize/GetByCompanyId/871');
    expect(body.data.timeZone).toBe('America/Mexico_City');
  });
});
