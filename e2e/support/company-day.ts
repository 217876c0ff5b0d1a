/** The demo company's time zone: its calendar decides what "today" is for dates typed into forms. */
const COMPANY_TIME_ZONE = 'America/Mexico_City';

/** The company's calendar day `offset` days from now, as YYYY-MM-DD (what a date field takes). */
export function companyDay(offset = 0): string {
  return new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: COMPANY_TIME_ZONE,
  });
}
