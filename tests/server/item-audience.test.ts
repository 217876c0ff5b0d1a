import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';
import {
  canSee,
  isAudienceAddressed,
  itemAudience,
  visibleToUser,
} from '../../server/audience/audience-store.js';
import { setItemAudience } from '../../server/audience/item-audience.js';
import { Invalid } from '../../server/domain-errors.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useTestApp } from './support/suite.js';

describe.each(stores)('the audience rule on $name', (store) => {
  let inside: number;
  let outside: number;
  const t = useTestApp(store);
  beforeAll(async () => {
    inside = (await login(t.app, 'alejandro.cruz@demo.muropride.mx')).userId;
    outside = (await login(t.app, 'miembro@demo.muropride.mx')).userId;
  });

  it('shows an item without audience to everyone, visitors included', async () => {
    expect(await canSee(t.db, 'post', 501, outside)).toBe(true);
    expect(await canSee(t.db, 'post', 501, null)).toBe(true);
  });

  it('shows an aimed item only to its people, and keeps kinds apart', async () => {
    await setItemAudience(t.db, DEMO_COMPANY_ID, 'post', 502, [inside, inside]);
    expect(await itemAudience(t.db, 'post', 502)).toEqual([inside]);
    expect(await canSee(t.db, 'post', 502, inside)).toBe(true);
    expect(await canSee(t.db, 'post', 502, outside)).toBe(false);
    expect(await canSee(t.db, 'post', 502, null)).toBe(false);
    expect(await canSee(t.db, 'course', 502, outside)).toBe(true);
  });

  it('filters a list in SQL', async () => {
    const rows = await t.db.query<{ id: number }>(
      `select id from (values (501), (502)) as items(id) where ${visibleToUser('post', 'items.id', '$1::int')}
        order by id`,
      [outside],
    );
    expect(rows.map((r) => r.id)).toEqual([501]);
  });

  it('refuses people of another company and keeps the old audience', async () => {
    await expect(setItemAudience(t.db, 999, 'post', 502, [outside])).rejects.toBeInstanceOf(Invalid);
    expect(await itemAudience(t.db, 'post', 502)).toEqual([inside]);
  });

  it('clears the audience with an empty list', async () => {
    await setItemAudience(t.db, DEMO_COMPANY_ID, 'post', 502, []);
    expect(await canSee(t.db, 'post', 502, outside)).toBe(true);
  });

  it('reads the company setting per event type', async () => {
    expect(typeof (await isAudienceAddressed(t.db, DEMO_COMPANY_ID, 'Curso'))).toBe('boolean');
    expect(await isAudienceAddressed(t.db, 999, 'Curso')).toBe(false);
  });
});
