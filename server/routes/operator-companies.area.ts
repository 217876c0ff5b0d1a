import { defineArea } from './area.js';
import { operatorCompanyHandlers } from './operator-companies.js';

export const operatorCompaniesArea = defineArea({
  name: 'operator-companies',
  handlers: operatorCompanyHandlers,
});
