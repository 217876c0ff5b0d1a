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
  | { kind: 'repeatedProduct' }
  | { kind: 'unknownProduct' }
  | { kind: 'mixedTypes' };

/**
 * Prices a cart from the catalogue only. Each product comes once, with its quantity of 1 to 10 (the contract's
 * bounds): a repeated id is refused rather than merged, so no quantity is ever dropped or capped unseen
 * (docs/decisions/0220-one-line-per-product.md). A cart mixing donations with products is refused too (each
 * has its own cart and its own order).
 */
export function priceCart(requested: RequestedLine[], catalogue: ProductRow[]): Pricing {
  const ids = new Set(requested.map((line) => line.ProductId));
  if (ids.size < requested.length) return { kind: 'repeatedProduct' };
  const byId = new Map(catalogue.map((product) => [product.product_id, product]));
  const lines: PricedLine[] = [];
  for (const { ProductId, Quantity } of requested) {
    const product = byId.get(ProductId);
    if (!product) return { kind: 'unknownProduct' };
    lines.push({ product, quantity: Quantity, subtotalCents: product.price_cents * Quantity });
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
