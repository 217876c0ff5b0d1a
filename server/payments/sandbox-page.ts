import { formatPesos } from '../store/money.js';
import { paymentPageUrl } from './return-paths.js';
import type { SandboxPayment } from './sandbox-store.js';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const sandboxTexts = {
  title: 'Pasarela de pago de prueba',
  approve: 'Aprobar pago',
  reject: 'Rechazar pago',
  membership: 'Membresía Muro Pride',
  order: (number: string) => `Orden ${number}`,
  note: 'Este es un entorno de pruebas: no se realiza ningún cargo real.',
} as const;

/** The sandbox provider's page: what is paid, the amount, and two buttons that post the decision. */
export function sandboxPage(payment: SandboxPayment, ticket: string): string {
  const concept = payment.order_number ? sandboxTexts.order(payment.order_number) : sandboxTexts.membership;
  const action = (decision: string) => `${paymentPageUrl(encodeURIComponent(ticket))}/${decision}`;
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${sandboxTexts.title}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f1fa;color:#1d1b20}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin-top:0}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
form{display:inline-block;margin-right:.75rem}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:.75rem 1.25rem;cursor:pointer}
.approve{background:#1b5e20;color:#fff}.reject{background:#fff;color:#b71c1c;border:2px solid #b71c1c}
button:focus-visible{outline:3px solid #6f2dbd;outline-offset:2px}.note{color:#49454f;font-size:.9rem}
</style>
</head>
<body>
<main>
<h1>${sandboxTexts.title}</h1>
<p>${escape(concept)}</p>
<p class="amount">${escape(formatPesos(payment.amount_cents))} MXN</p>
<form method="post" enctype="text/plain" action="${action('approve')}"><button class="approve" type="submit">${sandboxTexts.approve}</button></form>
<form method="post" enctype="text/plain" action="${action('reject')}"><button class="reject" type="submit">${sandboxTexts.reject}</button></form>
<p class="note">${sandboxTexts.note}</p>
</main>
</body>
</html>`;
}
