export { companyCustomizeQuery } from './company-customize-query';
export { SPEC_COMPANY_ID } from './spec-company-id';
