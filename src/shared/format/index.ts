export { formatMoney } from './money';
export { formatPoints } from './points';
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
