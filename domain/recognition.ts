/**
 * Rules of recognition both sides use (spec 002 §4 and §9, issue "levels that mean something").
 * Dates are company days, 'YYYY-MM-DD', which compare as strings.
 */

/** A category's window stays open one day past its last valid day (spec 002 §9: 86400000 ms of grace). */
const GRACE_DAYS = 1;

export interface CategoryWindow {
  active: boolean;
  validFrom: string;
  validTo: string;
}

/** The company day `days` after `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * 'Activos' of the category list, and the categories open for recognition: active, already started, and
 * ended no more than one day ago. Every other category is 'Inactivos' (docs/decisions/0151).
 */
export function isCategoryCurrent(category: CategoryWindow, today: string): boolean {
  return category.active && category.validFrom <= today && addDays(category.validTo, GRACE_DAYS) >= today;
}

export interface LadderStep {
  noAcknowledgment: number;
  active: boolean;
}

/** The highest active level whose minimum the count reaches, or undefined below the first one. */
export function levelFor<L extends LadderStep>(count: number, levels: readonly L[]): L | undefined {
  let best: L | undefined;
  for (const level of levels) {
    if (!level.active || level.noAcknowledgment > count) continue;
    if (!best || level.noAcknowledgment > best.noAcknowledgment) best = level;
  }
  return best;
}

export interface NamedPerson {
  userProfileId: number;
  firstName: string;
  middleName: string | null;
  lastName: string | null;
}

/** How a person's name reads in the collaborator picker. */
export function personName(p: NamedPerson): string {
  return [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');
}

const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The destinatary whose whole name is the text typed (ignoring case, accents and spacing), if exactly one. */
export function matchDestinatary<P extends NamedPerson>(text: string, people: readonly P[]): P | undefined {
  const wanted = folded(text);
  if (wanted === '') return undefined;
  const found = people.filter((p) => folded(personName(p)) === wanted);
  return found.length === 1 ? found[0] : undefined;
}
