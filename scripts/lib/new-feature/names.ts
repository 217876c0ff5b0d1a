import { camelCase } from '../case-names';

const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function isFeatureName(name: string): boolean {
  return KEBAB_CASE.test(name);
}

/** The names one area takes in code: `book-club` → `bookClub`, `BookClub`. */
export function namesOf(name: string) {
  const camel = camelCase(name);
  return { name, camel, pascal: camel.charAt(0).toUpperCase() + camel.slice(1) };
}

export type AreaNames = ReturnType<typeof namesOf>;
