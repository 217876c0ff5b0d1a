export { formatMoney } from './money';
export {
  ageFrom,
  daysFromToday,
  formatDate,
  formatDateTime,
  formatLongDate,
  isAtLeastYearsAgo,
  setCompanyTimeZone,
  todayInCompany,
} from './dates';
