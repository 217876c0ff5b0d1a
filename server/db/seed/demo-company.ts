/**
 * The demo company the seeds create (the spec's fixed id, spec 000 §1). The portal's default company, a
 * visitor's, is configuration: config.defaultCompanyId (DEFAULT_COMPANY_ID).
 */
export const DEMO_COMPANY_ID = 871;
