import { CARD_MESSAGE_SOURCE } from '@lrp/contract';

/**
 * CARD_SCRIPT_URL of the embedded test gateway. A real provider's script would set up its hosted fields; the
 * test gateway needs none (its page is plain HTML), so this script only documents the message protocol and
 * offers it as a frozen object: loading it changes nothing on the page.
 */
export const CARD_GATEWAY_SCRIPT = `/*
 * Land Record Portal - embedded test card gateway.
 *
 * The portal posts a form (application/x-www-form-urlencoded, field "token") into a frame at
 * CARD_PAYMENT_PAGE_URL. The hosted page takes the card and tells the portal window the outcome with
 * window.parent.postMessage(message, <the portal origin>):
 *
 *   { source: '${CARD_MESSAGE_SOURCE}', type: 'transactionResponse',
 *     response: { transactionId, token, approved, message, amount, cardLast4 } }
 *   { source: '${CARD_MESSAGE_SOURCE}', type: 'cancel' }
 *   { source: '${CARD_MESSAGE_SOURCE}', type: 'resize', height }
 *
 * The portal passes a transaction response to its server, which verifies it with the gateway's own records
 * before acting on it; the browser's word is never taken.
 *
 * Test cards: 4111 1111 1111 1111 is approved; 4000 0000 0000 0002 is declined; any other number is
 * declined with "Use a test card number.". Any expiry in the future (MM/YY) and a 3- or 4-digit CVV.
 * Tokens last 15 minutes and pay once.
 */
(function (root) {
  'use strict';
  if (root.LrpCardGateway) return;
  root.LrpCardGateway = Object.freeze({
    source: '${CARD_MESSAGE_SOURCE}',
    messageTypes: Object.freeze(['transactionResponse', 'cancel', 'resize']),
    testCards: Object.freeze({ approve: '4111 1111 1111 1111', decline: '4000 0000 0000 0002' }),
  });
})(typeof window !== 'undefined' ? window : globalThis);
`;
