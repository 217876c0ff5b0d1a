export { companyCustomizeQuery } from './company-customize-query';
