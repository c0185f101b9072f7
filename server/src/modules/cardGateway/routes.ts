import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { testGatewayOf } from '../../gateways/card';
import {
  hostedPageHeaders,
  renderCancelled,
  renderCardForm,
  renderResult,
  renderTokenGone,
} from '../../gateways/card/hosted-page';
import { TEST_GATEWAY_MESSAGES } from '../../gateways/card/test-gateway';
import { textReply } from '../../lib/openapi';
import { MESSAGES } from '../../messages';
import { CARD_GATEWAY_SCRIPT } from './script';

/*
 * /api/cardGateway: the embedded test gateway's hosted card page (CARD_PAYMENT_PAGE_URL = .../hostedPage) and
 * its script (CARD_SCRIPT_URL = .../script.js). The browser posts a plain form into the card frame, so these
 * routes take application/x-www-form-urlencoded and are exempt from the CSRF header check (`csrf: 'exempt'`):
 * the unguessable, short-lived, single-use token in the form is the capability, as with a real provider.
 * Nothing here needs or reads the portal session. With CARD_GATEWAY=none none of these routes exist.
 */

const FORM_BODY_LIMIT = 4096;
/** The frame's plain form posts cannot carry the CSRF header: the single-use token is the capability. */
const formPost = { config: { csrf: 'exempt' as const } };

type Form = Record<string, string | undefined>;
const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Form)[name] : undefined;
  return typeof value === 'string' ? value.slice(0, 200) : '';
};

/** The forms the card frame posts (every field optional: a missing one reads as empty and the page says so). */
const FORM = ['application/x-www-form-urlencoded'];
const formField = z.string().max(200).optional();
const tokenForm = z.object({ token: formField });
const payForm = tokenForm.extend({ cardNumber: formField, expiry: formField, cvv: formField });
const page = (description: string) => textReply('text/html', description);
const GONE = page('The token is unknown, expired or used: the page says so.');

const cardGatewayRoutes: FastifyPluginAsync = async (app) => {
  // Only in this plugin's scope: the rest of the API stays JSON only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const gateway = testGatewayOf(app);
  if (!gateway) {
    app.all('/*', formPost, async (_request, reply) => reply.fail(404, MESSAGES.notFound));
    return;
  }

  const html = (reply: FastifyReply, status: number, render: (nonce: string) => string) => {
    const nonce = randomBytes(16).toString('base64');
    return reply.code(status).headers(hostedPageHeaders(nonce)).send(render(nonce));
  };

  /** The card form for a token the portal issued (posted into the frame by the portal page). */
  app.post(
    '/hostedPage',
    {
      ...formPost,
      schema: {
        consumes: FORM,
        body: tokenForm,
        response: { 200: page('The card form.'), 410: GONE },
      },
    },
    async (request, reply) => {
      const token = await gateway.openToken(field(request.body, 'token'));
      if (!token)
        return html(reply, 410, (nonce) => renderTokenGone(nonce, TEST_GATEWAY_MESSAGES.tokenGone));
      return html(reply, 200, (nonce) =>
        renderCardForm({
          nonce,
          token: token.token,
          amount: token.amount,
          surcharge: token.surcharge,
          total: token.total,
        }),
      );
    },
  );

  /** Pay: a bad entry shows the form again; otherwise a transaction is recorded and the result page reports it. */
  app.post(
    '/pay',
    {
      ...formPost,
      schema: {
        consumes: FORM,
        body: payForm,
        response: {
          200: page('The result page (or the form again, with what to fix).'),
          410: GONE,
        },
      },
    },
    async (request, reply) => {
      const values = {
        cardNumber: field(request.body, 'cardNumber'),
        expiry: field(request.body, 'expiry'),
        cvv: field(request.body, 'cvv'),
      };
      const outcome = await gateway.pay(field(request.body, 'token'), values);
      switch (outcome.kind) {
        case 'tokenGone':
          return html(reply, 410, (nonce) =>
            renderTokenGone(nonce, TEST_GATEWAY_MESSAGES.tokenGone),
          );
        case 'invalid': {
          const { token } = outcome;
          // The CVV is never echoed back into the page.
          return html(reply, 200, (nonce) =>
            renderCardForm({
              nonce,
              token: token.token,
              amount: token.amount,
              surcharge: token.surcharge,
              total: token.total,
              values: { ...values, cvv: '' },
              error: { field: outcome.field, message: outcome.message },
            }),
          );
        }
        case 'recorded':
          return html(reply, 200, (nonce) =>
            renderResult({ nonce, transaction: outcome.transaction }),
          );
      }
    },
  );

  /** Cancel: the token can no longer be paid; the page tells the portal window to close the frame. */
  app.post(
    '/cancel',
    {
      ...formPost,
      schema: { consumes: FORM, body: tokenForm, response: { 200: page('The cancelled page.') } },
    },
    async (request, reply) => {
      const token = field(request.body, 'token');
      if (token) await gateway.cancel(token);
      return html(reply, 200, renderCancelled);
    },
  );

  /** CARD_SCRIPT_URL: the protocol, documented, as a script a page may load (it changes nothing by itself). */
  app.get(
    '/script.js',
    {
      schema: {
        response: {
          200: textReply('text/javascript', 'CARD_SCRIPT_URL: the protocol, documented.'),
        },
      },
    },
    async (_request, reply) =>
      reply
        .headers({
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'public, max-age=3600',
          'x-content-type-options': 'nosniff',
        })
        .send(CARD_GATEWAY_SCRIPT),
  );
};

export default cardGatewayRoutes;
