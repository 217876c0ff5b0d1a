import type { Queryable } from '../db/database.js';
import { toPesos } from './money.js';
import { DONATION_TYPE, FOUNDATION_GROUP } from './store-catalog-data.js';

/** Paid donations of the company: the running total, by foundation and by month (oldest first). */
export async function donationStats(db: Queryable, companyId: number) {
  const byFoundation = await db.query<{ provider_id: number; name: string; cents: number }>(
    `select s.provider_id, s.name, coalesce(sum(l.subtotal_cents), 0)::integer as cents
       from store_providers s
       left join purchase_order_lines l on l.provider_id = s.provider_id
        and exists (select 1 from purchase_orders o where o.order_id = l.order_id and o.status = 'paid'
                    and o.product_type = $3)
      where s.company_id = $1 and s.provider_group = $2
      group by s.provider_id, s.name, s.sort_order order by s.sort_order, s.provider_id`,
    [companyId, FOUNDATION_GROUP, DONATION_TYPE],
  );
  const byMonth = await db.query<{ month: string; cents: number }>(
    `select to_char(o.created_at at time zone 'America/Mexico_City', 'YYYY-MM') as month,
            sum(l.subtotal_cents)::integer as cents
       from purchase_orders o join purchase_order_lines l using (order_id)
       join store_providers s on s.provider_id = l.provider_id
      where o.status = 'paid' and o.product_type = $2 and s.company_id = $1
      group by 1 order by 1`,
    [companyId, DONATION_TYPE],
  );
  const totalCents = byFoundation.reduce((sum, row) => sum + row.cents, 0);
  return {
    total: toPesos(totalCents),
    byFoundation: byFoundation.map((row) => ({
      foundationId: row.provider_id,
      name: row.name,
      amount: toPesos(row.cents),
    })),
    byMonth: byMonth.map((row) => ({ month: row.month, amount: toPesos(row.cents) })),
  };
}
