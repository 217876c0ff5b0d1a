import { childRows } from '../db/child-rows.js';
import type { Database, Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';
import { createPaymentToken } from '../payments/sandbox-store.js';
import { toPesos } from './money.js';
import type { PricedLine } from './order-pricing.js';
import { orderStatusText } from './order-status.js';

interface OrderRow {
  order_id: number;
  order_number: string;
  created_at: Date;
  total_cents: number;
  status: 'pending' | 'paid' | 'rejected';
  product_type: number;
  request_hash: string;
}

interface LineRow {
  order_id: number;
  logo_url: string;
  quantity: number;
  description: string;
  subtotal_cents: number;
}

export interface NewOrder {
  userId: number;
  idempotencyKey: string;
  requestHash: string;
  paymentMethodId: number;
  productType: number;
  totalCents: number;
  lines: PricedLine[];
  now: Date;
}

export interface PlacedOrder {
  orderId: number;
  token: string;
  requestHash: string;
}

const orderNumber = (id: number) => `MP-${String(id).padStart(6, '0')}`;

/**
 * Creates the order, its lines and its sandbox payment in one transaction, unless the person already has an
 * order with this idempotency key: then that order is returned. The unique (user_id, idempotency_key) makes
 * two simultaneous requests end with one order on both stores.
 */
export async function placeOrder(db: Database, order: NewOrder): Promise<PlacedOrder> {
  await db.transaction(async (tx) => {
    const next = await firstRow<{ id: number }>(
      tx,
      `select nextval(pg_get_serial_sequence('purchase_orders', 'order_id'))::integer as id`,
    );
    const id = next?.id ?? 0;
    const inserted = await tx.query<{ order_id: number }>(
      `insert into purchase_orders (order_id, user_id, idempotency_key, request_hash, order_number,
         payment_method_id, product_type, total_cents, status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9)
       on conflict (user_id, idempotency_key) do nothing returning order_id`,
      [
        id,
        order.userId,
        order.idempotencyKey,
        order.requestHash,
        orderNumber(id),
        order.paymentMethodId,
        order.productType,
        order.totalCents,
        order.now,
      ],
    );
    if (inserted.length === 0) return;
    for (const [index, line] of order.lines.entries()) {
      await tx.query(
        `insert into purchase_order_lines (order_id, line_no, product_id, provider_id, description, logo_url,
           quantity, unit_price_cents, subtotal_cents) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          index + 1,
          line.product.product_id,
          line.product.provider_id,
          line.product.name,
          line.product.provider_logo,
          line.quantity,
          line.product.price_cents,
          line.subtotalCents,
        ],
      );
    }
    await tx.query(
      `insert into sandbox_payments (token, kind, order_id, user_id, amount_cents, status, created_at)
       values ($1, 'order', $2, $3, $4, 'pending', $5)`,
      [createPaymentToken(), id, order.userId, order.totalCents, order.now],
    );
  });
  const row = await firstRow<{ order_id: number; token: string; request_hash: string }>(
    db,
    `select o.order_id, p.token, o.request_hash from purchase_orders o join sandbox_payments p using (order_id)
      where o.user_id = $1 and o.idempotency_key = $2`,
    [order.userId, order.idempotencyKey],
  );
  if (!row) throw new Error('The order of an idempotency key vanished');
  return { orderId: row.order_id, token: row.token, requestHash: row.request_hash };
}

const detailOf = (line: LineRow) => ({
  logo: line.logo_url,
  quantity: line.quantity,
  description: line.description,
  subTotal: toPesos(line.subtotal_cents),
});

async function withDetails(db: Queryable, rows: OrderRow[]) {
  const lines = await db.query<LineRow>(
    `select order_id, logo_url, quantity, description, subtotal_cents from purchase_order_lines
      where order_id = any($1::integer[]) order by order_id, line_no`,
    [rows.map((row) => row.order_id)],
  );
  return rows.map((row) => ({
    orderId: row.order_id,
    orderNumber: row.order_number,
    date: new Date(row.created_at).toISOString(),
    total: toPesos(row.total_cents),
    status: orderStatusText[row.status],
    productType: row.product_type,
    details: childRows(lines, 'order_id', row.order_id, detailOf),
  }));
}

export type OrderView = Awaited<ReturnType<typeof withDetails>>[number];

export async function listOrders(db: Queryable, userId: number, pageIndex: number, pageSize: number) {
  const count = await firstRow<{ n: number }>(
    db,
    'select count(*)::integer as n from purchase_orders where user_id = $1',
    [userId],
  );
  const totalCount = count?.n ?? 0;
  const rows = await db.query<OrderRow>(
    `select * from purchase_orders where user_id = $1 order by created_at desc, order_id desc
      limit $2 offset $3`,
    [userId, pageSize, (pageIndex - 1) * pageSize],
  );
  return {
    orders: await withDetails(db, rows),
    pageIndex,
    totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
    totalCount,
  };
}

export async function findOrder(
  db: Queryable,
  userId: number,
  orderId: number,
): Promise<OrderView | undefined> {
  const rows = await db.query<OrderRow>(
    'select * from purchase_orders where order_id = $1 and user_id = $2',
    [orderId, userId],
  );
  const [order] = await withDetails(db, rows);
  return order;
}

/** The person's orders still awaiting payment, newest first, with the token of each one's payment page. */
export async function listPendingOrders(db: Queryable, userId: number) {
  const rows = await db.query<OrderRow & { token: string }>(
    `select o.*, p.token from purchase_orders o join sandbox_payments p using (order_id)
      where o.user_id = $1 and o.status = 'pending' and p.status = 'pending'
      order by o.created_at desc, o.order_id desc`,
    [userId],
  );
  const orders = await withDetails(db, rows);
  return orders.map((order, index) => ({ ...order, token: rows[index]?.token ?? '' }));
}
