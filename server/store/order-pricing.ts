import { createHash } from 'node:crypto';
import type { ProductRow } from './catalog-store.js';
import { DONATION_TYPE, PRODUCT_TYPE } from './store-catalog-data.js';

export interface RequestedLine {
  ProductId: number;
  Quantity: number;
}

export interface PricedLine {
  product: ProductRow;
  quantity: number;
  subtotalCents: number;
}

export type Pricing =
  | { kind: 'priced'; lines: PricedLine[]; totalCents: number; productType: number }
  | { kind: 'unknownProduct' }
  | { kind: 'mixedTypes' };

/**
 * Prices a cart from the catalogue only: repeated ids are merged, quantities stay within 1 to 10, and a cart
 * mixing donations with products is refused (each has its own cart and its own order).
 */
export function priceCart(requested: RequestedLine[], catalogue: ProductRow[]): Pricing {
  const byId = new Map(catalogue.map((product) => [product.product_id, product]));
  const quantities = new Map<number, number>();
  for (const line of requested) {
    quantities.set(line.ProductId, Math.min(10, (quantities.get(line.ProductId) ?? 0) + line.Quantity));
  }
  const lines: PricedLine[] = [];
  for (const [id, quantity] of quantities) {
    const product = byId.get(id);
    if (!product) return { kind: 'unknownProduct' };
    lines.push({ product, quantity, subtotalCents: product.price_cents * quantity });
  }
  const types = new Set(
    lines.map((line) => (line.product.product_type === DONATION_TYPE ? DONATION_TYPE : PRODUCT_TYPE)),
  );
  if (types.size > 1) return { kind: 'mixedTypes' };
  const totalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  return { kind: 'priced', lines, totalCents, productType: [...types][0] ?? PRODUCT_TYPE };
}

/** Identifies what was asked for, so a reused idempotency key with another cart is recognised. */
export function requestHash(requested: RequestedLine[], paymentMethodId: number): string {
  const canonical = [...requested]
    .sort((a, b) => a.ProductId - b.ProductId || a.Quantity - b.Quantity)
    .map((line) => `${line.ProductId}x${line.Quantity}`)
    .join(',');
  return createHash('sha256').update(`${canonical}|${paymentMethodId}`).digest('hex');
}
