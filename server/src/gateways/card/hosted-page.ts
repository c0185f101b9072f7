import { CARD_MESSAGE_SOURCE } from '@lrp/contract';
import { centsToNumber, formatCents, type Cents } from '../../lib/cents';
import { escapeHtml } from '../../lib/html';

/*
 * The test gateway's hosted card page: small, self-contained HTML (inline CSS, one inline script with a nonce,
 * no external assets) shown in the portal's card frame. It speaks the contract's message protocol to the
 * portal window (cardFrameMessageSchema): `transactionResponse` after a payment, `cancel`, and `resize`.
 * The portal is this page's own origin (frame-ancestors 'self'), so messages go to `location.origin`.
 */

/** JSON for an inline script: nothing in it can close the script element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif; color: #1b2430; background: #fff; }
main { max-width: 440px; margin: 0 auto; padding: 18px 20px 20px; }
header { display: flex; align-items: center; gap: 10px; padding-bottom: 12px; margin-bottom: 14px; border-bottom: 3px solid #1f4f95; }
header .mark { width: 30px; height: 22px; border-radius: 4px; background: linear-gradient(135deg, #17407a, #366fc6); }
h1 { font-size: 17px; font-weight: 650; margin: 0; color: #0e2f5c; }
.note { margin: 0 0 12px; color: #4a5566; font-size: 13px; }
table.amounts { width: 100%; border-collapse: collapse; margin: 0 0 16px; background: #eaf1fb; border-radius: 8px; overflow: hidden; }
table.amounts th, table.amounts td { padding: 6px 12px; text-align: left; font-weight: 400; }
table.amounts td { text-align: right; font-variant-numeric: tabular-nums; }
table.amounts tr.total th, table.amounts tr.total td { font-weight: 700; color: #0e2f5c; border-top: 1px solid #a6c0e6; }
.field { margin-bottom: 12px; }
.row { display: flex; gap: 12px; }
.row .field { flex: 1; }
label { display: block; font-weight: 600; font-size: 14px; margin-bottom: 4px; }
input { width: 100%; padding: 8px 10px; font: inherit; border: 1px solid #a7b1c2; border-radius: 8px; }
input:focus-visible, button:focus-visible { outline: 3px solid #769ed9; outline-offset: 1px; border-color: #1f4f95; }
input[aria-invalid="true"] { border-color: #c92a2a; }
.error { margin: 0 0 14px; padding: 8px 12px; border-radius: 8px; background: #fff0f0; color: #a61e1e; border: 1px solid #f1b0b0; }
.ok { margin: 0 0 14px; padding: 8px 12px; border-radius: 8px; background: #ebfbee; color: #1b6b2a; border: 1px solid #9fd8ad; }
.actions { display: flex; justify-content: flex-end; gap: 10px; margin-top: 16px; }
button { font: inherit; font-weight: 600; padding: 8px 18px; border-radius: 8px; cursor: pointer; }
button.primary { background: #1f4f95; color: #fff; border: 1px solid #1f4f95; }
button.primary:hover { background: #17407a; }
button.secondary { background: #fff; color: #1b2430; border: 1px solid #a7b1c2; }
button.secondary:hover { background: #f3f5f8; }
.test { margin-top: 16px; font-size: 12px; color: #5c6675; }
`;

/** Posts whatever `message` is (a transaction response, a cancel) to the portal window, then `resize`. */
const script = (message: unknown) => `
(function () {
  if (!window.parent || window.parent === window) return;
  var message = ${scriptJson(message)};
  if (message) window.parent.postMessage(message, window.location.origin);
  window.parent.postMessage({ source: ${scriptJson(CARD_MESSAGE_SOURCE)}, type: 'resize', height: Math.ceil(document.documentElement.scrollHeight) }, window.location.origin);
})();
`;

function page(options: { title: string; body: string; nonce: string; message?: unknown }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(options.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="gateway-title">
<header><span class="mark" aria-hidden="true"></span><h1 id="gateway-title">${escapeHtml(options.title)}</h1></header>
${options.body}
</main>
<script nonce="${options.nonce}">${script(options.message ?? null)}</script>
</body>
</html>
`;
}

export type CardFormValues = { cardNumber: string; expiry: string; cvv: string };

/** The card form: the amounts (with the surcharge line when there is one), the three fields, Pay and Cancel. */
export function renderCardForm(options: {
  nonce: string;
  token: string;
  amount: Cents;
  surcharge: Cents;
  total: Cents;
  values?: CardFormValues;
  error?: { field: keyof CardFormValues; message: string };
}): string {
  const { token, amount, surcharge, total, error } = options;
  const values = options.values ?? { cardNumber: '', expiry: '', cvv: '' };
  const token_ = escapeHtml(token);
  const invalid = (field: keyof CardFormValues) =>
    error?.field === field ? ' aria-invalid="true" aria-describedby="card-error"' : '';
  // Focus the field to fix, else the card number.
  const focus = (field: keyof CardFormValues) =>
    (error?.field ?? 'cardNumber') === field ? ' autofocus' : '';
  const amounts =
    surcharge > 0
      ? `<tr><th scope="row">Amount</th><td>${formatCents(amount)}</td></tr>
<tr><th scope="row">Card surcharge</th><td>${formatCents(surcharge)}</td></tr>
<tr class="total"><th scope="row">Total to be charged</th><td>${formatCents(total)}</td></tr>`
      : `<tr class="total"><th scope="row">Amount to be charged</th><td>${formatCents(total)}</td></tr>`;
  const body = `
<table class="amounts" aria-label="Payment amount"><tbody>
${amounts}
</tbody></table>
${error ? `<p class="error" id="card-error" role="alert">${escapeHtml(error.message)}</p>` : ''}
<form id="pay-form" method="post" action="pay" autocomplete="off" novalidate>
<input type="hidden" name="token" value="${token_}">
<div class="field">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" value="${escapeHtml(values.cardNumber)}" required${invalid('cardNumber')}${focus('cardNumber')}>
</div>
<div class="row">
<div class="field">
<label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" value="${escapeHtml(values.expiry)}" required${invalid('expiry')}${focus('expiry')}>
</div>
<div class="field">
<label for="cvv">CVV</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required${invalid('cvv')}${focus('cvv')}>
</div>
</div>
<div class="actions">
<button type="submit" class="secondary" form="cancel-form">Cancel</button>
<button type="submit" class="primary">Pay ${formatCents(total)}</button>
</div>
</form>
<form id="cancel-form" method="post" action="cancel"><input type="hidden" name="token" value="${token_}"></form>
<p class="test">Test gateway: card 4111 1111 1111 1111 is approved, 4000 0000 0000 0002 is declined. No real card is charged.</p>`;
  return page({ title: 'Card payment', body, nonce: options.nonce });
}

/** After a payment: the outcome, and the transaction response posted to the portal window. */
export function renderResult(options: {
  nonce: string;
  transaction: {
    transactionId: string;
    token: string;
    approved: boolean;
    message: string;
    amount: Cents;
    cardLast4: string;
  };
}): string {
  const t = options.transaction;
  const body = t.approved
    ? `<p class="ok" role="status">Payment of ${formatCents(t.amount)} approved (card ending ${escapeHtml(t.cardLast4)}).</p>`
    : `<p class="error" role="alert">${escapeHtml(t.message)} Your card was not charged.</p>`;
  return page({
    title: t.approved ? 'Payment approved' : 'Payment declined',
    body,
    nonce: options.nonce,
    message: {
      source: CARD_MESSAGE_SOURCE,
      type: 'transactionResponse',
      response: {
        transactionId: t.transactionId,
        token: t.token,
        approved: t.approved,
        message: t.message,
        amount: centsToNumber(t.amount),
        cardLast4: t.cardLast4,
      },
    },
  });
}

/** After Cancel: tells the portal window to close the frame. */
export function renderCancelled(nonce: string): string {
  return page({
    title: 'Payment cancelled',
    body: '<p class="note" role="status">The payment was cancelled. Your card was not charged.</p>',
    nonce,
    message: { source: CARD_MESSAGE_SOURCE, type: 'cancel' },
  });
}

/** An unknown, expired or used token: a message, and Cancel to close the frame. */
export function renderTokenGone(nonce: string, message: string): string {
  const body = `<p class="error" role="alert">${escapeHtml(message)}</p>
<form method="post" action="cancel"><div class="actions"><button type="submit" class="secondary">Cancel</button></div></form>`;
  return page({ title: 'Card payment', body, nonce });
}

/** The headers of every hosted page: framed only by the portal itself, never cached, no outside resources. */
export function hostedPageHeaders(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `script-src 'nonce-${nonce}'`,
      "form-action 'self'",
      "frame-ancestors 'self'",
      "base-uri 'none'",
    ].join('; '),
    'x-frame-options': 'SAMEORIGIN',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}
