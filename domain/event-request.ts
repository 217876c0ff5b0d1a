/**
 * Formats of the event request (spec 001 §5 "Event request", §9), used by the form and by the gateway.
 */

/** Character limits of spec 001 §9. */
export const eventLimits = {
  name: 100,
  description: 200,
  note: 200,
  priceOrAudience: 7,
  placeName: 50,
  street: 100,
  region: 40,
  phone: 10,
  zip: 5,
  duration: 3,
  ownerName: 70,
  bank: 40,
  clabe: 18,
} as const;

/** Event banners and the bank statement cover, in pixels (spec 001 §5 "File uploader"). */
export const EVENT_IMAGE_SIZE = { width: 1200, height: 700 } as const;
export const BANK_COVER_SIZE = { width: 1280, height: 1980 } as const;

export const DIGITS = /^[0-9]*$/;
/** Letters (Spanish ones included) and spaces. */
export const LETTERS = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ ]*$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** An hour of the day in the pickers' 10-minute steps. */
export const TEN_MINUTE_HOUR = /^([01][0-9]|2[0-3]):[0-5]0$/;

const CLABE_WEIGHTS = [3, 7, 1];

/** An 18-digit CLABE whose last digit is the control digit of the first 17 (weights 3, 7, 1; modulo 10). */
export function isValidClabe(clabe: string): boolean {
  if (!/^[0-9]{18}$/.test(clabe)) return false;
  const sum = [...clabe.slice(0, 17)].reduce(
    (total, digit, i) => total + ((Number(digit) * (CLABE_WEIGHTS[i % 3] ?? 1)) % 10),
    0,
  );
  return (10 - (sum % 10)) % 10 === Number(clabe[17]);
}

/** The control digit a 17-digit CLABE prefix needs (for demo data and tests). */
export function clabeWithControl(prefix17: string): string {
  for (let digit = 0; digit < 10; digit += 1) {
    if (isValidClabe(`${prefix17}${digit}`)) return `${prefix17}${digit}`;
  }
  throw new Error('A CLABE prefix has 17 digits');
}

/**
 * The Mexican RFC: 3 letters (legal person) or 4 (natural person), a real YYMMDD date and a 3-character
 * homoclave whose last character is a digit or A.
 */
const RFC = /^([A-ZÑ&]{3,4})([0-9]{2})(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])([A-Z0-9]{2})([A0-9])$/;

export function isValidRfc(value: string): boolean {
  const match = RFC.exec(value.trim().toUpperCase());
  if (!match) return false;
  const [, , yy, mm, dd] = match;
  const day = new Date(Date.UTC(2000 + Number(yy), Number(mm) - 1, Number(dd)));
  return day.getUTCDate() === Number(dd);
}

/** Whether the sale's end (date and hour) comes after its start. */
export function endsAfterStart(startDate: string, startHour: string, endDate: string, endHour: string) {
  return `${endDate}T${endHour}` > `${startDate}T${startHour}`;
}

/** Tickets are sold until the event starts at the latest, never after (decision 0298). */
export function salesEndByEvent(
  saleEndDate: string,
  saleEndHour: string,
  eventDate: string,
  eventHour: string,
) {
  return !endsAfterStart(eventDate, eventHour, saleEndDate, saleEndHour);
}
