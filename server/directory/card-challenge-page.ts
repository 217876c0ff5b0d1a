import { cardBrandNames, type CardBrand } from '../../domain/directory.js';
import { decisionPage } from '../payments/decision-page.js';
import type { Verification } from './card-store.js';

const texts = {
  title: 'Verificación de tarjeta de prueba',
  intro:
    'Tu banco te pide confirmar este cargo de verificación. Se reembolsa cuando tu servicio sea autorizado.',
  card: (brand: string, lastFour: string) => `${brand} terminada en ${lastFour}`,
  approve: 'Aprobar verificación',
  reject: 'Rechazar verificación',
  note: 'Este es un entorno de pruebas: no se realiza ningún cargo real.',
} as const;

/** The URL of the challenge page under the API base, with its signed ticket. */
export const challengePageUrl = (ticket: string) => `/api/sandbox/card/${ticket}`;

/**
 * Where the challenge returns the person: the portal's result page (spec 001 §2); a rejection names the entry,
 * so the page can offer to retry it (docs/decisions/0195).
 */
export const challengeResultPath = (approved: boolean, directoryInfoId: number) =>
  `/register-services/card-tokenization-result/${approved}${approved ? '' : `?directoryInfoId=${directoryInfoId}`}`;

/** The sandbox provider's challenge page (like 3-D Secure): the card, the micro-charge and two buttons. */
export function challengePage(v: Verification, ticket: string): string {
  return decisionPage({
    ...texts,
    lines: [texts.intro, texts.card(cardBrandNames[v.card_type as CardBrand] ?? '', v.last_four)],
    amountCents: v.amount_cents,
    action: (decision) => `${challengePageUrl(encodeURIComponent(ticket))}/${decision}`,
  });
}
