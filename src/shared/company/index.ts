export { COMPANY_ID, companyCustomizeQuery } from './company-customize-query';
