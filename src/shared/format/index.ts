export { formatMoney } from './money';
export {
  ageFrom,
  daysFromToday,
  formatDate,
  formatDateTime,
  formatLongDate,
  isAtLeastYearsAgo,
  todayInCompany,
} from './dates';
export { setCompanyTimeZone } from './company-time-zone';
