import type { AnswerFact } from './results-store.js';

/** Grouping codes of spec 002 §9: 1 General, 2 by gender, 3 by age, 4 by segment. */
export type Grouping = 1 | 2 | 3 | 4;

const UNSPECIFIED = 'Sin especificar';
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

/**
 * Chart items of spec 002 §7: id 0 the series keys, id 1 one row per category ({ answer, <series>: count }),
 * both as JSON strings. Every row carries every series, so bars line up.
 */
export function chartItems(facts: AnswerFact[], categories: Category[], grouping: Grouping, today: string) {
  const keys = grouping === 1 ? [TOTAL] : [...new Set(facts.map((f) => seriesOf(f, grouping, today)))].sort();
  const rows = categories.map((category) => {
    const row: Record<string, string | number> = { answer: category.label };
    for (const key of keys) row[key] = 0;
    for (const fact of facts.filter((f) => category.matches(f))) {
      const key = seriesOf(fact, grouping, today);
      row[key] = Number(row[key] ?? 0) + 1;
    }
    return row;
  });
  return [
    { id: 0 as const, data: JSON.stringify(keys) },
    { id: 1 as const, data: JSON.stringify(rows) },
  ];
}
