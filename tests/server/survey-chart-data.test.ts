import { describe, expect, it } from 'vitest';
import { ANONYMITY_MIN_GROUP, chartItems, type Category } from '../../server/surveys/chart-data.js';
import type { AnswerFact } from '../../server/surveys/results-store.js';

const fact = (person: number, gender: 'M' | 'F', option: number): AnswerFact => ({
  answer_id: person * 10 + option,
  person_id: person,
  question_id: 1,
  question: '¿Te sientes en un espacio seguro?',
  type_id: 2,
  answer_type: 'Opción múltiple',
  user_name: `Persona ${person}`,
  email: `p${person}@demo.mx`,
  gender,
  birthday: null,
  segment: null,
  option_id: option,
  option_text: null,
  value: '',
  modified_at: new Date('2026-11-20T18:00:00Z'),
});
const categories: Category[] = [
  { label: 'Sí', matches: (f) => f.option_id === 1 },
  { label: 'No', matches: (f) => f.option_id === 2 },
];
// Five women and four men answered.
const facts = [
  ...[1, 2, 3, 4, 5].map((p) => fact(p, 'F', p % 2 ? 1 : 2)),
  ...[6, 7, 8, 9].map((p) => fact(p, 'M', 1)),
];
const parse = (items: { id: number; data: string }[]) =>
  Object.fromEntries(items.map((item) => [item.id, JSON.parse(item.data) as unknown]));

describe('chart breakdowns of an anonymous survey', () => {
  it('shows a group of exactly 5 people and withholds one of 4', () => {
    expect(ANONYMITY_MIN_GROUP).toBe(5);
    const items = parse(chartItems(facts, categories, 2, '2026-11-22', true));
    expect(items[0]).toEqual(['F']);
    expect(items[1]).toEqual([
      { answer: 'Sí', F: 3 },
      { answer: 'No', F: 2 },
    ]);
    expect(items[2]).toEqual(['M']);
  });

  it('counts people, not answers: one person with many answers is still one', () => {
    const many = [1, 2, 3, 4, 5].map((n) => fact(1, 'M', n % 2 ? 1 : 2));
    expect(parse(chartItems(many, categories, 2, '2026-11-22', true))[2]).toEqual(['M']);
  });

  it('always shows the General total, and every group of a survey that is not anonymous', () => {
    expect(parse(chartItems(facts.slice(0, 1), categories, 1, '2026-11-22', true))[1]).toEqual([
      { answer: 'Sí', Total: 1 },
      { answer: 'No', Total: 0 },
    ]);
    const named = parse(chartItems(facts, categories, 2, '2026-11-22', false));
    expect(named[0]).toEqual(['F', 'M']);
    expect(named[2]).toBeUndefined();
  });
});
