import type {
  components,
  GenericSectionItem as Item,
  GenericContactDraft as Draft,
} from '../../openapi/generated/schema.js';
import type { Queryable } from '../db/database.js';
import { firstRow, insertedId } from '../db/query-rows.js';

type Schemas = components['schemas'];

interface ItemRow {
  generic_section_item_id: number;
  generic_section_type_id: number;
  section_name: string;
  title: string;
  subtitle: string;
  company_id: number;
  image_url: string;
  create_date: Date;
  active: boolean;
  contacts: Schemas['GenericContactInfo'][] | null;
}

const toItem = (r: ItemRow): Item => ({
  genericSectionItemId: r.generic_section_item_id,
  genericSectionTypeId: r.generic_section_type_id,
  genericSectionName: r.section_name,
  title: r.title,
  subtitle: r.subtitle,
  companyId: r.company_id,
  imageUrl: r.image_url,
  createDate: r.create_date.toISOString(),
  active: r.active,
  genericContactInfo: r.contacts ?? [],
});

const SELECT = `select i.generic_section_item_id, i.generic_section_type_id, s.name as section_name, i.title,
    i.subtitle, i.company_id, i.image_url, i.create_date, i.active,
    (select json_agg(json_build_object('genericContactInfoId', c.generic_contact_info_id,
        'genericSectionItemId', c.generic_section_item_id, 'contactTypeId', c.contact_type_id,
        'contactTypeName', t.name, 'contactValue', c.contact_value, 'mainContact', c.main_contact,
        'showValue', c.show_value) order by c.sequence)
       from generic_contact_infos c join generic_contact_types t on t.contact_type_id = c.contact_type_id
      where c.generic_section_item_id = i.generic_section_item_id) as contacts
  from generic_section_items i
  join generic_sections s on s.company_id = i.company_id and s.generic_section_type_id = i.generic_section_type_id`;

export async function listSections(db: Queryable, companyId: number) {
  return db.query<{ value: number; label: string }>(
    `select generic_section_type_id as value, name as label from generic_sections where company_id = $1
      order by generic_section_type_id`,
    [companyId],
  );
}

export async function listContactTypes(db: Queryable) {
  return db.query<{ value: number; label: string }>(
    'select contact_type_id as value, name as label from generic_contact_types order by contact_type_id',
  );
}

/** Active items of a section after `afterId` (0: from the newest), newest first. */
export async function itemsAfter(
  db: Queryable,
  companyId: number,
  sectionId: number,
  afterId: number,
  elements: number,
): Promise<Item[]> {
  const rows = await db.query<ItemRow>(
    `${SELECT} where i.company_id = $1 and i.generic_section_type_id = $2 and i.active
        and ($3::int = 0 or i.generic_section_item_id < $3)
      order by i.generic_section_item_id desc limit $4`,
    [companyId, sectionId, afterId, elements],
  );
  return rows.map(toItem);
}

/** One page (from 1) of every item of the company, optionally of one section; active first, newest first. */
export async function pageItems(
  db: Queryable,
  companyId: number,
  sectionId: number,
  pageIndex: number,
  elements: number,
) {
  const where = 'i.company_id = $1 and ($2::int = 0 or i.generic_section_type_id = $2)';
  const rows = await db.query<ItemRow>(
    `${SELECT} where ${where} order by i.active desc, i.generic_section_item_id desc limit $3 offset $4`,
    [companyId, sectionId, elements, (pageIndex - 1) * elements],
  );
  const count = await firstRow<{ total: number }>(
    db,
    `select count(*)::int as total from generic_section_items i where ${where}`,
    [companyId, sectionId],
  );
  const totalCount = count?.total ?? 0;
  return { list: rows.map(toItem), totalCount, totalPages: Math.ceil(totalCount / elements) };
}

export async function findItem(db: Queryable, companyId: number, id: number): Promise<Item | undefined> {
  const row = await firstRow<ItemRow>(
    db,
    `${SELECT} where i.company_id = $1 and i.generic_section_item_id = $2`,
    [companyId, id],
  );
  return row ? toItem(row) : undefined;
}

export interface ItemChange {
  genericSectionTypeId: number;
  title: string;
  subtitle: string;
  imageUrl: string;
  active: boolean;
}

export function insertItem(db: Queryable, companyId: number, c: ItemChange, at: Date) {
  return insertedId(
    db,
    `insert into generic_section_items (company_id, generic_section_type_id, title, subtitle, image_url, active,
       create_date) values ($1, $2, $3, $4, $5, $6, $7) returning generic_section_item_id as id`,
    [companyId, c.genericSectionTypeId, c.title, c.subtitle, c.imageUrl, c.active, at],
    'item not inserted',
  );
}

export async function updateItem(db: Queryable, id: number, c: ItemChange): Promise<void> {
  await db.query(
    `update generic_section_items set generic_section_type_id = $2, title = $3, subtitle = $4, image_url = $5,
       active = $6 where generic_section_item_id = $1`,
    [id, c.genericSectionTypeId, c.title, c.subtitle, c.imageUrl, c.active],
  );
}

export async function deactivateItem(db: Queryable, id: number): Promise<void> {
  await db.query('update generic_section_items set active = false where generic_section_item_id = $1', [id]);
}

/** Replaces an item's contacts in the order given (the first is the main one). */
export async function replaceContacts(
  db: Queryable,
  itemId: number,
  contacts: readonly Draft[],
): Promise<void> {
  await db.query('delete from generic_contact_infos where generic_section_item_id = $1', [itemId]);
  for (const [index, c] of contacts.entries())
    await db.query(
      `insert into generic_contact_infos (generic_section_item_id, contact_type_id, contact_value, main_contact,
         show_value, sequence) values ($1, $2, $3, $4, $5, $6)`,
      [itemId, c.contactTypeId, c.contactValue.trim(), c.mainContact, c.showValue ?? true, index],
    );
}

/** The item a contact belongs to, within the company. */
export async function itemOfContact(db: Queryable, companyId: number, contactId: number) {
  const row = await firstRow<{ id: number }>(
    db,
    `select i.generic_section_item_id as id from generic_contact_infos c
       join generic_section_items i on i.generic_section_item_id = c.generic_section_item_id
      where c.generic_contact_info_id = $1 and i.company_id = $2`,
    [contactId, companyId],
  );
  return row?.id;
}

/** Removes one contact; when it was the main one, the first remaining (by order) becomes main. */
export async function removeContact(db: Queryable, itemId: number, contactId: number): Promise<void> {
  await db.query('delete from generic_contact_infos where generic_contact_info_id = $1', [contactId]);
  await db.query(
    `update generic_contact_infos set main_contact = true
      where generic_contact_info_id = (select generic_contact_info_id from generic_contact_infos
        where generic_section_item_id = $1 order by sequence limit 1)
        and not exists (select 1 from generic_contact_infos where generic_section_item_id = $1 and main_contact)`,
    [itemId],
  );
}
