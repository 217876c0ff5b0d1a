import { decisionPage } from './decision-page.js';
import { paymentPageUrl } from './return-paths.js';
import type { SandboxPayment } from './sandbox-store.js';

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
  return decisionPage({
    ...sandboxTexts,
    lines: [payment.order_number ? sandboxTexts.order(payment.order_number) : sandboxTexts.membership],
    amountCents: payment.amount_cents,
    action: (decision) => `${paymentPageUrl(encodeURIComponent(ticket))}/${decision}`,
  });
}
