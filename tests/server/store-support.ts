import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { call } from './support/contract.js';
import { getAs } from './support/helpers.js';

/** A fresh idempotency key, as the cart creates one per checkout. */
export const checkoutKey = () => crypto.randomUUID();

export async function payOrder(
  app: FastifyInstance,
  token: string,
  key: string,
  body: { Products: { ProductId: number; Quantity: number }[]; PaymentMethodId: number },
) {
  return call(app, 'POST', '/Ecommerce/PayOrder', { token, body, headers: { 'idempotency-key': key } });
}

/** The product ids of a provider, by code. */
export async function productIds(app: FastifyInstance, providerId: number): Promise<Record<string, number>> {
  const { body } = await call(app, 'GET', `/Ecommerce/ProviderProducts?providerId=${providerId}`);
  return Object.fromEntries(
    (body.data as { code: string; productId: number }[]).map((p) => [p.code, p.productId]),
  );
}

/** An order's detail as `token`'s holder reads it (the buyer, or someone refused). */
export const orderDetail = (app: FastifyInstance, orderId: number | null, token: string) =>
  call(app, 'GET', `/Ecommerce/PurchaseOrderDetail?id=${orderId}`, { token });

/** An order's PDF receipt as `token`'s holder downloads it. */
export const receipt = (app: FastifyInstance, orderId: number | null, token: string) =>
  getAs(app, `/api/Ecommerce/DownloadSaleAsPDF?orderId=${orderId}`, token);

/** Opens the sandbox page of a redirect URL and posts the decision; returns where the buyer is sent. */
export async function decide(app: FastifyInstance, redirectUrl: string, decision: 'approve' | 'reject') {
  const response = await app.inject({
    method: 'POST',
    url: `${redirectUrl}/${decision}`,
    headers: { 'content-type': 'text/plain' },
    payload: '',
  });
  return { status: response.statusCode, location: response.headers.location };
}

/**
 * The text a PDF shows: pdf-lib writes each drawText as a hex string (<...> Tj) inside Flate-compressed
 * content streams, so inflate every stream and decode those strings.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const parts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      parts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return parts.join('\n');
}
