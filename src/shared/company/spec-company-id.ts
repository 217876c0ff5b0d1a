/**
 * The company id the spec's calls carry in paths, queries and bodies (spec 000 §1). The gateway ignores it: every
 * call works on the signed-in person's company, or for a visitor on the portal's default company
 * (docs/decisions/0250-the-session-names-the-company.md, 0251).
 */
export const SPEC_COMPANY_ID = 871;
