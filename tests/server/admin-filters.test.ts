import { beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../domain/dates.js';
import { seedOrganisation } from '../../server/organisation/org-seed.js';
import { createReward, loadCsv } from './reward-support.js';
import { call } from './support/contract.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useTestApp } from './support/suite.js';

interface Catalogs {
  department: { value: number; label: string }[];
  rewardProduct: { value: number; label: string; stock: number }[];
}

describe.each(stores)('coupon filters on $name', (store) => {
  let hr: string;
  let productId: number;
  const t = useTestApp(store, { seeds: [seedOrganisation] });
  beforeAll(async () => {
    const ops = (await login(t.app, 'ops@demo.muropride.mx')).token;
    hr = (await login(t.app, 'rh@demo.muropride.mx')).token;
    const today = dayIn(t.time.clock());
    ({ productId } = await createReward(t, ops));
    await loadCsv(t, ops, productId, ['F-1', 'F-2', 'F-3'], today, today);
  });

  const save = (method: 'POST' | 'PUT', body: Record<string, unknown>) =>
    call(t.app, method, '/BackOffice/RewardProductFilter', { token: hr, body });

  it('is HR-only', async () => {
    const ops = (await login(t.app, 'ops@demo.muropride.mx')).token;
    expect((await call(t.app, 'GET', '/BackOffice/RewardProductFilter', { token: ops })).status).toBe(403);
  });

  it('offers a reward to one group with a stock bounded by the free coupons, and edits the stock by a count', async () => {
    const catalogs = (await call(t.app, 'GET', '/BackOffice/RewardProductFilter/Catalogs', { token: hr }))
      .body.data as Catalogs;
    expect(catalogs.rewardProduct.find((p) => p.value === productId)?.stock).toBe(3);
    const group = catalogs.department[0];
    const base = {
      RewardProductId: productId,
      BranchOfficeId: 0,
      DepartmentId: group?.value,
      JobRoleId: 0,
      Points: 50,
    };
    const over = await save('POST', { ...base, RewardCount: 4 });
    expect(over.body.data).toEqual({
      errors: [
        { field: 'RewardCount', message: 'La cantidad de cupones supera el inventario disponible (3).' },
      ],
    });
    const created = await save('POST', { ...base, RewardCount: 2 });
    expect(created.body.responseMessage).toBe('Creación exitosa');
    const filter = created.body.data as {
      rewardProductFilterId: number;
      filterStock: number;
      departmentName: string;
    };
    expect(filter).toMatchObject({ filterStock: 2, departmentName: group?.label, branchOfficeName: 'Todos' });
    const edited = await save('PUT', {
      ...base,
      RewardProductFilterId: filter.rewardProductFilterId,
      RewardCount: -1,
    });
    expect(edited.body.data).toMatchObject({ filterStock: 1, parentStock: 3 });
    const negative = await save('PUT', {
      ...base,
      RewardProductFilterId: filter.rewardProductFilterId,
      RewardCount: -5,
    });
    expect(negative.status).toBe(400);

    const [member] = await t.db.query<{ user_id: number; department_id: number }>(
      "select user_id, department_id from users where email = 'miembro@demo.muropride.mx'",
    );
    const token = (await login(t.app, 'miembro@demo.muropride.mx')).token;
    const items = (
      (await call(t.app, 'GET', '/BackEnd/RewardProducts', { token })).body.data as { items: unknown[] }
    ).items;
    expect(items.length).toBe(member?.department_id === group?.value ? 1 : 0);

    const removed = await call(
      t.app,
      'DELETE',
      `/BackOffice/RewardProductFilter?id=${filter.rewardProductFilterId}`,
      {
        token: hr,
      },
    );
    expect(removed.body.responseMessage).toBe('El filtro desactivo correctamente');
    const list = (await call(t.app, 'GET', '/BackOffice/RewardProductFilter', { token: hr })).body.data as {
      active: boolean;
    }[];
    expect(list.map((f) => f.active)).toEqual([false]);
  });

  it("refuses another company's units and an unknown filter", async () => {
    const wrong = await save('POST', {
      RewardProductId: productId,
      BranchOfficeId: 0,
      DepartmentId: 99999,
      JobRoleId: 0,
      Points: 1,
      RewardCount: 1,
    });
    expect(wrong.status).toBe(400);
    const unknown = await call(t.app, 'GET', '/BackOffice/RewardProductFilter/99999', { token: hr });
    expect(unknown.status).toBe(404);
  });
});
