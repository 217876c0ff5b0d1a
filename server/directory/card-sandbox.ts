import { randomBytes } from 'node:crypto';
import type { CardForm } from '../../openapi/generated/schema.js';
import {
  cardBrandOf,
  cardNumberLength,
  cvvLength,
  isExpiryValid,
  passesLuhn,
  type CardBrand,
} from '../../domain/directory.js';
import type { FieldError } from '../domain-errors.js';
import { directoryMessages } from './directory-messages.js';

export type SandboxOutcome = 'challenge' | 'approve' | 'decline';

/**
 * Test numbers of the sandbox provider, like a real gateway's: one verifies without a challenge, one is
 * declined; every other valid card asks for the challenge (3-D Secure).
 */
const sandboxTestCards: Record<string, SandboxOutcome> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline',
};

const LETTERS = /^[\p{L} .'-]{1,100}$/u;

export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  lastFour: string;
  outcome: SandboxOutcome;
}

/**
 * What the sandbox provider does with a card form: checks it as a provider would (Luhn, brand, cvv length,
 * expiry, holder) and answers a token. The number and cvv go no further than this function.
 */
export function tokenizeCard(form: CardForm, today: string): { errors: FieldError[] } | TokenizedCard {
  const m = directoryMessages.card;
  const errors: FieldError[] = [];
  const brand = cardBrandOf(form.cardNumber);
  if (!brand) errors.push({ field: 'cardNumber', message: m.brand });
  else if (form.cardNumber.length !== cardNumberLength(brand) || !passesLuhn(form.cardNumber))
    errors.push({ field: 'cardNumber', message: m.number });
  if (brand && form.cardType && form.cardType !== brand)
    errors.push({ field: 'cardType', message: m.brandMismatch });
  if (form.cvv.length !== cvvLength(brand)) errors.push({ field: 'cvv', message: m.cvv(cvvLength(brand)) });
  if (!isExpiryValid(form.CardExpirationMonth, form.CardExpirationYear, today))
    errors.push({ field: 'CardExpirationMonth', message: m.expiry });
  for (const field of ['firstName', 'LastName'] as const) {
    if (!LETTERS.test(form[field].trim())) errors.push({ field, message: m.name });
  }
  if (errors.length > 0 || !brand) return { errors };
  return {
    token: `tok_${randomBytes(18).toString('base64url')}`,
    brand,
    lastFour: form.cardNumber.slice(-4),
    outcome: sandboxTestCards[form.cardNumber] ?? 'challenge',
  };
}
