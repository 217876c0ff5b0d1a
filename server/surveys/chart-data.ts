import type { AnswerFact } from './results-store.js';

/** Grouping codes of spec 002 §9: 1 General, 2 by gender, 3 by age, 4 by segment. */
export type Grouping = 1 | 2 | 3 | 4;

const UNSPECIFIED = 'Sin especificar';
/** The smallest group an anonymous survey's breakdown shows (docs/decisions/0076). */
export const ANONYMITY_MIN_GROUP = 5;
const TOTAL = 'Total';
const AGE_BANDS: [number, string][] = [
  [25, '18-24'],
  [35, '25-34'],
  [45, '35-44'],
  [55, '45-54'],
  [Infinity, '55+'],
];

function ageOn(birthday: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthday.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The series an answer counts in under a grouping; the segment is the person's gender identity. */
function seriesOf(fact: AnswerFact, grouping: Grouping, today: string): string {
  switch (grouping) {
    case 1:
      return TOTAL;
    case 2:
      return fact.gender === 'M' || fact.gender === 'F' ? fact.gender : UNSPECIFIED;
    case 3: {
      if (!fact.birthday) return UNSPECIFIED;
      const age = ageOn(fact.birthday, today);
      return AGE_BANDS.find(([limit]) => age < limit)?.[1] ?? UNSPECIFIED;
    }
    case 4:
      return fact.segment ?? UNSPECIFIED;
  }
}

export interface Category {
  label: string;
  matches(fact: AnswerFact): boolean;
}

/** The groups of a breakdown that fewer than `minimum` different people answered in. */
function smallGroups(facts: AnswerFact[], grouping: Grouping, today: string, minimum: number): Set<string> {
  const people = new Map<string, Set<number>>();
  for (const fact of facts) {
    const key = seriesOf(fact, grouping, today);
    people.set(key, (people.get(key) ?? new Set()).add(fact.person_id));
  }
  return new Set([...people].filter(([, persons]) => persons.size < minimum).map(([key]) => key));
}

/**
 * Chart items of spec 002 §7: id 0 the series keys, id 1 one row per category ({ answer, <series>: count }),
 * both as JSON strings. Every row carries every series, so bars line up. For an anonymous survey a breakdown
 * leaves out each group fewer than 5 people answered in (a small group's answers point at its people) and
 * names those groups in id 2; the General total is not a group and always shows.
 */
export function chartItems(
  facts: AnswerFact[],
  categories: Category[],
  grouping: Grouping,
  today: string,
  anonymous: boolean,
) {
  const withheld =
    anonymous && grouping !== 1
      ? smallGroups(facts, grouping, today, ANONYMITY_MIN_GROUP)
      : new Set<string>();
  const all = grouping === 1 ? [TOTAL] : [...new Set(facts.map((f) => seriesOf(f, grouping, today)))].sort();
  const keys = all.filter((key) => !withheld.has(key));
  const rows = categories.map((category) => {
    const row: Record<string, string | number> = { answer: category.label };
    for (const key of keys) row[key] = 0;
    for (const fact of facts.filter((f) => category.matches(f))) {
      const key = seriesOf(fact, grouping, today);
      if (!withheld.has(key)) row[key] = Number(row[key] ?? 0) + 1;
    }
    return row;
  });
  return [
    { id: 0 as const, data: JSON.stringify(keys) },
    { id: 1 as const, data: JSON.stringify(rows) },
    ...(withheld.size > 0 ? [{ id: 2 as const, data: JSON.stringify([...withheld].sort()) }] : []),
  ];
}
