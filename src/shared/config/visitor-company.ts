/**
 * The company a visitor's calls name: the spec's fixed id (spec 000 §1). The gateway answers a visitor for its
 * own default company whatever the call names (docs/decisions/0250-the-session-names-the-company.md).
 */
export const VISITOR_COMPANY_ID = 871;
