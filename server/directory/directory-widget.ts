import { DirectoryStatus } from '../../domain/directory.js';
import type { Queryable } from '../db/database.js';

/**
 * The home wall's directoryInfoWidget (spec 000 §2): how many services the company's directory lists now,
 * i.e. its authorized entries (docs/decisions/0126-directory-widget.md).
 */
export async function directoryInfoWidget(db: Queryable, companyId: number): Promise<{ quantity: number }> {
  const [row] = await db.query<{ quantity: number }>(
    `select count(*)::int as quantity from directory_infos
      where company_id = $1 and directory_info_status_id = $2`,
    [companyId, DirectoryStatus.authorized],
  );
  return { quantity: row?.quantity ?? 0 };
}
