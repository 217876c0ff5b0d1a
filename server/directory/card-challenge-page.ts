import { cardBrandNames, type CardBrand } from '../../domain/directory.js';
import { formatPesos } from '../store/money.js';
import type { Verification } from './card-store.js';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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
  const action = (decision: string) => `${challengePageUrl(encodeURIComponent(ticket))}/${decision}`;
  const brand = cardBrandNames[v.card_type as CardBrand] ?? '';
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${texts.title}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f1fa;color:#1d1b20}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin-top:0}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
form{display:inline-block;margin:0 .75rem .75rem 0}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:.75rem 1.25rem;cursor:pointer}
.approve{background:#1b5e20;color:#fff}.reject{background:#fff;color:#b71c1c;border:2px solid #b71c1c}
button:focus-visible{outline:3px solid #6f2dbd;outline-offset:2px}.note{color:#49454f;font-size:.9rem}
</style>
</head>
<body>
<main>
<h1>${texts.title}</h1>
<p>${texts.intro}</p>
<p>${escape(texts.card(brand, v.last_four))}</p>
<p class="amount">${escape(formatPesos(v.amount_cents))} MXN</p>
<form method="post" enctype="text/plain" action="${action('approve')}"><button class="approve" type="submit">${texts.approve}</button></form>
<form method="post" enctype="text/plain" action="${action('reject')}"><button class="reject" type="submit">${texts.reject}</button></form>
<p class="note">${texts.note}</p>
</main>
</body>
</html>`;
}
