import type {
  GenericSectionItemModel as Model,
  GenericSectionItem as Item,
  GenericContactDraft as Draft,
} from '../../openapi/generated/schema.js';
import { Conflict, invalidInput, NotFound, type FieldError, orNotFound } from '../domain-errors.js';
import type { Services } from '../services.js';
import type { CheckedUpload } from '../uploads/uploaded-file.js';
import { contactErrors } from './contact-rules.js';
import { genericMessages as m } from './generic-messages.js';
import {
  deactivateItem,
  findItem,
  insertItem,
  itemOfContact,
  listContactTypes,
  listSections,
  removeContact,
  replaceContacts,
  updateItem,
} from './generic-store.js';

const FOLDER = 'generic';

interface Caller {
  userId: number;
  companyId: number;
}

/** Generic publications and their contacts as HR manages them (spec 002 §4, §5). */
export function genericService({ db, uploads, clock }: Services) {
  async function item(companyId: number, id: number): Promise<Item> {
    return orNotFound(await findItem(db, companyId, id), m.notFound);
  }

  async function contactRules(contacts: readonly Draft[]): Promise<FieldError[]> {
    const types = new Set((await listContactTypes(db)).map((t) => t.value));
    return contactErrors(contacts, types);
  }

  async function save(caller: Caller, model: Model, image: CheckedUpload | undefined, previous?: Item) {
    const errors: FieldError[] = [];
    const sections = new Set((await listSections(db, caller.companyId)).map((s) => s.value));
    if (!sections.has(model.genericSectionTypeId))
      errors.push({ field: 'genericSectionTypeId', message: m.sectionUnknown });
    if (model.title.trim() === '') errors.push({ field: 'title', message: m.required });
    else if (model.title !== model.title.trimStart())
      errors.push({ field: 'title', message: m.leadingSpace });
    if (!image && !previous) errors.push({ field: 'files', message: m.imageMissing });
    errors.push(...(await contactRules(model.genericContactInfo)));
    if (errors.length > 0) throw invalidInput(errors);

    const [stored] = image ? await uploads.save(caller.userId, FOLDER, [image]) : [];
    const change = {
      genericSectionTypeId: model.genericSectionTypeId,
      title: model.title,
      subtitle: model.subtitle?.trim() ?? '',
      imageUrl: stored ?? previous?.imageUrl ?? '',
      active: model.active ?? previous?.active ?? true,
    };
    const id = await db.transaction(async (tx) => {
      const saved =
        previous?.genericSectionItemId ?? (await insertItem(tx, caller.companyId, change, clock()));
      if (previous) await updateItem(tx, saved, change);
      await replaceContacts(tx, saved, model.genericContactInfo);
      return saved;
    });
    if (stored && previous) await uploads.release(caller.userId, [previous.imageUrl]);
    return item(caller.companyId, id);
  }

  return {
    item,
    create: (caller: Caller, model: Model, image?: CheckedUpload) => save(caller, model, image),
    async update(caller: Caller, model: Model, image?: CheckedUpload) {
      if (model.genericSectionItemId === undefined) throw new NotFound(m.notFound);
      return save(caller, model, image, await item(caller.companyId, model.genericSectionItemId));
    },
    async deactivate(companyId: number, id: number) {
      const current = await item(companyId, id);
      if (!current.active) throw new Conflict(m.alreadyInactive);
      await deactivateItem(db, id);
    },
    async saveContacts(companyId: number, itemId: number, contacts: readonly Draft[]) {
      await item(companyId, itemId);
      const errors = await contactRules(contacts);
      if (errors.length > 0) throw invalidInput(errors);
      await db.transaction((tx) => replaceContacts(tx, itemId, contacts));
      return item(companyId, itemId);
    },
    /** Removes one contact; the last one stays, and the first remaining becomes main when the main one goes. */
    async deleteContact(companyId: number, contactId: number) {
      const itemId = await itemOfContact(db, companyId, contactId);
      if (itemId === undefined) throw new NotFound(m.contactNotFound);
      const { genericContactInfo } = await item(companyId, itemId);
      if (genericContactInfo.length <= 1) throw new Conflict(m.noContacts);
      await db.transaction((tx) => removeContact(tx, itemId, contactId));
    },
  };
}
