import { DEFAULT_TIME_ZONE } from '@domain/time-zone';

let companyZone = DEFAULT_TIME_ZONE;

/** The company's time zone as the gateway reports it (TIME_ZONE); Mexico City until it has answered. */
export function setCompanyTimeZone(timeZone: string | undefined): void {
  companyZone = timeZone || DEFAULT_TIME_ZONE;
}

/** Kept apart from the dayjs formatting so the shell can set the zone without loading dayjs. */
export function companyTimeZone(): string {
  return companyZone;
}
