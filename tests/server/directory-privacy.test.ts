import { beforeAll, describe, expect, it } from 'vitest';
import { directoryMessages as m } from '../../server/directory/directory-messages.js';
import { seedDirectory } from '../../server/directory/directory-seed.js';
import { entryForm } from './directory-support.js';
import { createCompany, type CreatedCompany } from './support/companies.js';
import { call, type GatewayUrl } from './support/contract.js';
import { sendForm } from './support/forms.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

interface Item {
  directoryInfoId: number;
  fullName: string;
  directoryInfoStatusId: number;
  createUserName: string | null;
  creatorEmail: string | null;
  directoryContacts: { contactValue: string }[];
  directoryRatings: { userProfileAsp: string }[];
}

interface Creator {
  id: number;
  email: string;
  mobile: string | null;
  first_name: string;
  last_name: string | null;
  contacts: string;
}

describe.each(stores)('directory privacy on $name', (store) => {
  let rival: CreatedCompany;
  let pendingIds: number[];
  const t = useTestApp(store, { seeds: [seedDirectory] });
  const { member, hr } = useDemoPeople(t, { member: 'member', hr: 'hr' });
  beforeAll(async () => {
    rival = await createCompany(t.app, 'Rival Consultores', 'rival.mx');
    const rows = await t.db.query<{ id: number }>(
      'select directory_info_id as id from directory_infos where company_id = 871 and directory_info_status_id = 1',
    );
    pendingIds = rows.map((r) => r.id);
  });

  const items = async (url: GatewayUrl, token?: string) => {
    const reply = await call(t.app, 'GET', url, { token });
    expect(reply.status).toBe(200);
    return reply.body.data as Item[];
  };
  /** Each entry's creator with their account's e-mail and mobile, and the contacts the entry publishes. */
  const creators = () =>
    t.db.query<Creator>(
      `select d.directory_info_id as id, u.email, u.mobile, u.first_name, u.last_name,
          coalesce(string_agg(c.contact_value, ' '), '') as contacts
         from directory_infos d join users u on u.user_id = d.user_id
         left join directory_contacts c on c.directory_info_id = d.directory_info_id
        group by d.directory_info_id, u.email, u.mobile, u.first_name, u.last_name`,
    );

  /** Nothing of a creator's account in a reply, unless the entry itself publishes it. */
  async function expectNoCreatorData(list: Item[]) {
    const byId = new Map((await creators()).map((c) => [c.id, c]));
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) {
      expect(item).toMatchObject({ createUserName: null, creatorEmail: null });
      const creator = byId.get(item.directoryInfoId);
      if (!creator) throw new Error(`no creator for ${item.directoryInfoId}`);
      const text = JSON.stringify(item).toLowerCase();
      const accountName = `${creator.first_name} ${creator.last_name ?? ''}`.trim();
      for (const secret of [creator.email, creator.mobile, accountName]) {
        if (secret && !creator.contacts.toLowerCase().includes(secret.toLowerCase())) {
          expect(text).not.toContain(secret.toLowerCase());
        }
      }
    }
  }

  it("gives HR of another company none of 871's pending entries, whatever companyId it sends", async () => {
    expect(pendingIds.length).toBeGreaterThan(0);
    for (const url of [
      '/BackEnd/GetDirectoryInfoList?companyId=871&statusId=1',
      '/BackEnd/GetDirectoryInfoList?companyId=871&statusId=2',
      '/BackEnd/DirectoryLatest?companyId=871',
    ] as const) {
      expect(await items(url, rival.hr.token)).toEqual([]);
    }
    for (const id of pendingIds) {
      const byId = await call(t.app, 'GET', `/BackEnd/GetDirectoryInfoById?directoryInfoId=${id}`, {
        token: rival.hr.token,
      });
      expect(byId.body).toMatchObject({ responseCode: '04', responseMessage: m.notFound, data: null });
      const approve = await call(t.app, 'POST', `/BackOffice/ApproveDirectoryInfo?DirectoryInfoId=${id}`, {
        token: rival.hr.token,
      });
      expect(approve.body.responseCode).toBe('04');
    }
    const filters = await call(t.app, 'GET', '/BackEnd/GetCategoryFilters?companyId=871', {
      token: rival.hr.token,
    });
    expect(filters.body.data).toEqual([]);
    // 871's own HR still moderates them, whatever companyId it sends.
    const own = await items('/BackEnd/GetDirectoryInfoList?companyId=999&statusId=1', hr.token);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((i) => pendingIds.includes(i.directoryInfoId))).toBe(true);
  });

  it("shows a visitor the default community's published entries and nothing of their creators' accounts", async () => {
    const listed = await items(`/BackEnd/GetDirectoryInfoList?companyId=${rival.companyId}`);
    expect(listed.map((i) => i.directoryInfoStatusId)).toEqual(listed.map(() => 2));
    expect(listed.map((i) => i.fullName)).toContain('Café Arcoíris');
    await expectNoCreatorData(listed);
    await expectNoCreatorData(await items(`/BackEnd/DirectoryLatest?companyId=${rival.companyId}`));
    // Searching for a creator's account e-mail finds nothing the entry does not publish.
    expect(await items('/BackEnd/GetDirectoryInfoList?companyId=871&search=alejandro.cruz')).toEqual([]);
    expect(await items('/BackEnd/GetDirectoryInfoList?companyId=871&search=%40demo.muropride')).toEqual([]);
  });

  it('shows a member only published entries and their own, and the creator only to the owner and HR', async () => {
    // A member of 871 with no entry of her own.
    const other = await login(t.app, 'valeria.gutierrez@example.com');
    const listed = await items('/BackEnd/GetDirectoryInfoList?companyId=871', other.token);
    expect(listed.every((i) => i.directoryInfoStatusId === 2)).toBe(true);
    await expectNoCreatorData(listed);
    const pending = await call(t.app, 'GET', '/BackEnd/GetDirectoryInfoList?companyId=871&statusId=1', {
      token: other.token,
    });
    expect(pending.status).toBe(403);
    const [yoga] = pendingIds;
    const url: GatewayUrl = `/BackEnd/GetDirectoryInfoById?directoryInfoId=${yoga}`;
    expect((await call(t.app, 'GET', url, { token: other.token })).body.responseCode).toBe('04');
    const asOwner = await call(t.app, 'GET', url, { token: member.token });
    expect(asOwner.body.data).toMatchObject({
      isOwner: true,
      creatorEmail: 'miembro@demo.muropride.mx',
      createUserName: expect.any(String),
    });
    const asHr = await call(t.app, 'GET', url, { token: hr.token });
    expect(asHr.body.data).toMatchObject({ isOwner: false, creatorEmail: 'miembro@demo.muropride.mx' });
    const [published] = listed;
    const seen = await call(
      t.app,
      'GET',
      `/BackEnd/GetDirectoryInfoById?directoryInfoId=${published?.directoryInfoId}`,
      {
        token: other.token,
      },
    );
    await expectNoCreatorData([seen.body.data as Item]);
  });

  it("gives a new entry's reply to its owner with their account, and its listing to others without it", async () => {
    const saved = await sendForm(
      t.app,
      'POST',
      '/BackEnd/InsertDirectoryInfo',
      entryForm({ FullName: 'Tortillería Diversa', Email: 'ventas@tortilleria.mx' }),
      member.token,
    );
    expect(saved.body.data).toMatchObject({ creatorEmail: 'miembro@demo.muropride.mx' });
    const id = (saved.body.data as Item).directoryInfoId;
    await call(t.app, 'POST', `/BackOffice/ApproveDirectoryInfo?DirectoryInfoId=${id}`, { token: hr.token });
    const listed = await items('/BackEnd/GetDirectoryInfoList?companyId=871&search=tortilleria');
    expect(listed.map((i) => i.directoryContacts.map((c) => c.contactValue))).toEqual([
      expect.arrayContaining(['ventas@tortilleria.mx']),
    ]);
    await expectNoCreatorData(listed);
  });

  it("tells a rater their own ratings and no one the other raters' ids", async () => {
    const [cafe] = await items('/BackEnd/GetDirectoryInfoList?companyId=871&search=cafe');
    const id = String(cafe?.directoryInfoId);
    for (const token of [member.token, hr.token]) {
      const score = await sendForm(
        t.app,
        'POST',
        '/BackEnd/DirectoryScore',
        { DirectoryInfoId: id, DirectoryRatingTypeId: '1', Score: '5', UserProfileAsp: '1', Active: 'true' },
        token,
      );
      expect(score.body.responseMessage).toBe(m.scoreSaved);
    }
    const url: GatewayUrl = `/BackEnd/GetDirectoryInfoById?directoryInfoId=${id}`;
    const asMember = (await call(t.app, 'GET', url, { token: member.token })).body.data as Item;
    expect(asMember.directoryRatings.map((r) => r.userProfileAsp).sort()).toEqual([
      '',
      String(member.userId),
    ]);
    const [fromList] = await items('/BackEnd/GetDirectoryInfoList?companyId=871&search=cafe');
    expect(fromList?.directoryRatings.map((r) => r.userProfileAsp)).toEqual(['', '']);
  });
});
