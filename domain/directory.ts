/** Rules of the inclusive-economy directory that the portal and the gateway share (spec 001 §4, §5, §9). */

export const DirectoryStatus = { pending: 1, authorized: 2, rejected: 3, removed: 4 } as const;

/** Search applies from this many characters; it is tracked after a pause at TRACK_MIN characters (§5, §9). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_TRACK_MIN_LENGTH = 5;
export const SEARCH_TRACK_DELAY_MS = 2345;

/** Lower case without accents: 'Café' and 'cafe' fold to the same text. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-MX').trim();
}

/** The brand codes of the card form (§5): Visa 001, Mastercard 002, American Express 003. */
export type CardBrand = '001' | '002' | '003';

export const cardBrandNames: Record<CardBrand, string> = {
  '001': 'Visa',
  '002': 'Mastercard',
  '003': 'American Express',
};

/** The brand a card number belongs to, from its first digits, or null for a brand the portal does not take. */
export function cardBrandOf(number: string): CardBrand | null {
  if (/^3[47]/.test(number)) return '003';
  if (/^4/.test(number)) return '001';
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return '002';
  return null;
}

/** The Luhn check digit rule every card number passes. */
export function passesLuhn(number: string): boolean {
  if (!/^[0-9]+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits of the card number: 15 for American Express, 16 for the others (§5: 15 to 16). */
export const cardNumberLength = (brand: CardBrand | null): number => (brand === '003' ? 15 : 16);

/** Digits of the cvv: 4 for American Express, 3 for the others. */
export const cvvLength = (brand: CardBrand | null): number => (brand === '003' ? 4 : 3);

/** Whether the expiry month (MM) of the year (YYYY) is still to come or current, given today's YYYY-MM-DD. */
export function isExpiryValid(month: string, year: string, today: string): boolean {
  const m = Number(month);
  if (!Number.isInteger(m) || m < 1 || m > 12) return false;
  return `${year}-${month}` >= today.slice(0, 7);
}

/** What a registration has to pay for: a paid package when free posting is off (§4 "Directory registration"). */
export interface PostingSettings {
  NoPost: number;
  FreePost: number;
  directoryInfoCount: number;
  directoryInfoExceptionFreePost: boolean;
}

/** Free posting: the company made posting free, the member still has free posts, or HR granted some. */
export function isFreePosting(s: PostingSettings): boolean {
  return s.FreePost > 0 || s.directoryInfoCount < s.NoPost || s.directoryInfoExceptionFreePost;
}

export const needsCardStep = (monthlyPrice: number, settings: PostingSettings): boolean =>
  monthlyPrice > 0 && !isFreePosting(settings);

/** Card verification answers (§4): 7 go to the provider's challenge, 2 or 8 verified, anything else refused. */
export const VerifyCode = { verified: '2', refused: '3', challenge: '7', alreadyVerified: '8' } as const;

export type VerifyOutcome = 'redirect' | 'success' | 'error';

export function verifyOutcome(responseCode: string): VerifyOutcome {
  if (responseCode === VerifyCode.challenge) return 'redirect';
  if (responseCode === VerifyCode.verified || responseCode === VerifyCode.alreadyVerified) return 'success';
  return 'error';
}

/** Ten digits exactly (contact phone, §5). */
export const isPhone = (text: string): boolean => /^[0-9]{10}$/.test(text);

/** A standard e-mail shape. */
export const isEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** Truncations of the directory cards (§9), followed by an ellipsis. */
export const DirectoryTruncation = { name: 30, description: 120, creator: 30, location: 25 } as const;

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
