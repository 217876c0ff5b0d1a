import type { Queryable } from '../db/database.js';
import { NotFound } from '../domain-errors.js';
import { messages } from '../messages.js';
import { isCompanyPerson } from './admin-user-store.js';

/**
 * Lets HR act on a person named by id only when they are one of its company's people. An operator and a person
 * of another company get the very answer of an id that does not exist, so neither can be told apart
 * (docs/decisions/0231).
 */
export async function requireCompanyPerson(db: Queryable, companyId: number, userId: number): Promise<void> {
  if (!(await isCompanyPerson(db, companyId, userId))) throw new NotFound(messages.userNotFound);
}
