import { DirectoryStatus } from '../../domain/directory.js';
import type { Queryable } from '../db/database.js';

/**
 * The home wall's directoryInfoWidget (spec 000 §2): how many services the company's directory lists now,
 * i.e. its authorized entries still valid on the company day `today` (docs/decisions/0126-directory-widget.md,
 * 0194).
 */
export async function directoryInfoWidget(
  db: Queryable,
  companyId: number,
  today: string,
): Promise<{ quantity: number }> {
  const [row] = await db.query<{ quantity: number }>(
    `select count(*)::int as quantity from directory_infos
      where company_id = $1 and directory_info_status_id = $2
        and (expiration_date is null or expiration_date >= $3::date)`,
    [companyId, DirectoryStatus.authorized, today],
  );
  return { quantity: row?.quantity ?? 0 };
}
