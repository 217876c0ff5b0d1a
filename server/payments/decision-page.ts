import { formatPesos } from '../store/money.js';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** What a sandbox provider's page shows; every text is escaped here. */
export interface DecisionPage {
  title: string;
  /** The paragraphs above the amount: what is charged and why. */
  lines: string[];
  amountCents: number;
  approve: string;
  reject: string;
  note: string;
  /** Where a decision ('approve' or 'reject') is posted. */
  action(decision: 'approve' | 'reject'): string;
}

/**
 * The page of the gateway's sandbox providers (the payment gateway and the card check, like 3-D Secure): the
 * charge, its amount, and two buttons that post the decision. Self-contained: no script, inline styles only.
 */
export function decisionPage(page: DecisionPage): string {
  const button = (decision: 'approve' | 'reject', label: string) =>
    `<form method="post" enctype="text/plain" action="${escape(page.action(decision))}"><button class="${decision}" type="submit">${escape(label)}</button></form>`;
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(page.title)}</title>
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
<h1>${escape(page.title)}</h1>
${page.lines.map((line) => `<p>${escape(line)}</p>`).join('\n')}
<p class="amount">${escape(formatPesos(page.amountCents))} MXN</p>
${button('approve', page.approve)}
${button('reject', page.reject)}
<p class="note">${escape(page.note)}</p>
</main>
</body>
</html>`;
}
