import {
  completeRegistrationRequestSchema,
  completeRegistrationResponseSchema,
  currentUserSchema,
  envelopeSchema,
  forgotPasswordRequestSchema,
  forgotUsernameRequestSchema,
  LOGIN_SLIDES_MAX,
  loginPageParagraphsSchema,
  loginPageSlidesSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  LANGUAGE_CODES,
  signUpRequestSchema,
} from '@lrp/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cookieName, cookieOptions } from '../../lib/cookies';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { ACCOUNT_MESSAGES, MESSAGES } from '../../messages';
import { runAfterReply } from '../../plugins/after-reply';
import { sessionCsrfToken, setCsrfCookie } from '../../plugins/csrf';
import { ApiError } from '../../plugins/envelope';
import { limitAuthCalls } from '../../plugins/rate-limit';
import { requireSession, sessionOf } from '../../plugins/roles';
import { fileReply } from '../../lib/openapi';
import {
  clearSessionCookie,
  endSession,
  sessionCookieOf,
  setSessionCookie,
} from '../../plugins/session';
import { writeAudit } from '../audit/repository';
import { cachedParagraphs, cachedSlideCount } from '../countyConfig/content-repository';
import { readSlide } from '../slides/repository';
import { sendSlide } from '../slides/routes';
import { buildCurrentUser } from '../currentUser/service';
import {
  assertRecoveryOffered,
  completeRegistration,
  mailPasswordReset,
  mailUsername,
  resetPassword,
  signUp,
} from './accounts';
import { DEVICE_MAX_AGE_SECONDS } from './known-devices';
import { login } from './service';
import { mailSignInLink, signInWithLink } from './sign-in-links';

/**
 * A slide may be used for a minute without asking, then is revalidated by its checksum (a 304 when unchanged):
 * a county's new or reordered slides reach a returning visitor within the minute.
 */
const SLIDE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=3600';

const noContent = { response: { 200: envelopeSchema(z.null()) } };

/** POST auth/signInWithLink: the ticket of the e-mailed link, and the page's language (else the user's own). */
const signInWithLinkRequestSchema = z.object({
  ticket: z.string().trim().min(16).max(200),
  language: z.enum(LANGUAGE_CODES).optional(),
});

/** /api/auth: sign-in, sign-out, registration, recovery and the public login-page content. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  limitAuthCalls(app, app.config.authRateLimitPerMinute);

  /**
   * The cookies of a new session. A new session id at every sign-in: a session id planted before sign-in is worth
   * nothing after it, and so is a CSRF token: the new one is bound to the new session.
   */
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: { token: string; newDevice: string | null },
  ) => {
    const previous = sessionCookieOf(request);
    if (previous) await endSession(app.db, sha256Hex(previous));
    setSessionCookie(request, reply, outcome.token);
    setCsrfCookie(request, reply, sessionCsrfToken(outcome.token));
    if (outcome.newDevice) {
      reply.setCookie(
        cookieName(app.config, 'device'),
        outcome.newDevice,
        cookieOptions(app.config, {
          httpOnly: true,
          sameSite: 'strict',
          maxAge: DEVICE_MAX_AGE_SECONDS,
        }),
      );
    }
  };

  app.post(
    '/login',
    { schema: { body: loginRequestSchema, response: { 200: envelopeSchema(currentUserSchema) } } },
    async (request, reply) => {
      const device = request.cookies[cookieName(app.config, 'device')];
      const outcome = await login(app.db, app.countyConfig, {
        ...request.body,
        clientAddress: request.ip,
        device,
      });
      if (!outcome.ok) {
        app.monitoring.signInFailed(outcome.reason);
        // The mail goes out after the reply: the answer's timing cannot tell whether a link was sent.
        const mailLinkTo = outcome.signInLink?.mailLinkTo;
        if (mailLinkTo) runAfterReply(request, 'signInLink', () => mailSignInLink(app, mailLinkTo));
        throw new ApiError(
          outcome.status,
          outcome.message,
          outcome.signInLink ? { signInLink: true } : null,
        );
      }
      await signIn(request, reply, outcome);
      return reply.ok(
        await buildCurrentUser(app.db, app.countyConfig, outcome.user, request.body.language),
      );
    },
  );

  // The e-mailed sign-in link (sign-in-links.ts): signs in like the form, and the browser becomes a known one.
  app.post(
    '/signInWithLink',
    {
      schema: {
        body: signInWithLinkRequestSchema,
        response: { 200: envelopeSchema(currentUserSchema) },
      },
    },
    async (request, reply) => {
      const device = request.cookies[cookieName(app.config, 'device')];
      const outcome = await signInWithLink(app, {
        ...request.body,
        clientAddress: request.ip,
        device,
      });
      await signIn(request, reply, outcome);
      return reply.ok(
        await buildCurrentUser(app.db, app.countyConfig, outcome.user, outcome.user.language),
      );
    },
  );

  // The spec's logout is a GET: CSRF-checked like a POST, and no HEAD twin that would run it unchecked elsewhere.
  app.get(
    '/logout',
    {
      onRequest: requireSession(),
      config: { csrf: 'always' },
      exposeHeadRoute: false,
      schema: { response: { 200: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      await endSession(app.db, session.idHash);
      await writeAudit(app.db, {
        type: 'LOGOUT',
        userId: session.user.id,
        username: session.user.username,
        clientAddress: request.ip,
      });
      clearSessionCookie(request, reply);
      setCsrfCookie(request, reply, randomToken());
      return reply.ok(null);
    },
  );

  app.post(
    '/signUp',
    { schema: { body: signUpRequestSchema, ...noContent } },
    async (request, reply) => {
      await signUp(app, request.body, request.ip);
      return reply.ok(null, ACCOUNT_MESSAGES.registrationSent);
    },
  );

  app.post(
    '/completeRegistration',
    {
      schema: {
        body: completeRegistrationRequestSchema,
        response: { 200: envelopeSchema(completeRegistrationResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await completeRegistration(app, request.body.ticket, request.ip),
        ACCOUNT_MESSAGES.registrationComplete,
      ),
  );

  // The recovery calls answer before looking anything up: their timing cannot tell whether an account exists.
  app.post(
    '/forgotUsername',
    { schema: { body: forgotUsernameRequestSchema, ...noContent } },
    async (request, reply) => {
      await assertRecoveryOffered(app);
      runAfterReply(request, 'forgotUsername', () => mailUsername(app, request.body.email));
      return reply.ok(null, ACCOUNT_MESSAGES.usernameSent);
    },
  );

  app.post(
    '/forgotPassword',
    { schema: { body: forgotPasswordRequestSchema, ...noContent } },
    async (request, reply) => {
      await assertRecoveryOffered(app);
      runAfterReply(request, 'forgotPassword', () =>
        mailPasswordReset(app, request.body.username, request.body.email),
      );
      return reply.ok(null, ACCOUNT_MESSAGES.resetLinkSent);
    },
  );

  app.post(
    '/resetPassword',
    { schema: { body: resetPasswordRequestSchema, ...noContent } },
    async (request, reply) => {
      await resetPassword(app, request.body.password, request.body.ticket, request.ip);
      return reply.ok(null, ACCOUNT_MESSAGES.passwordReset);
    },
  );

  app.get(
    '/loginPageLinks',
    { schema: { response: { 200: envelopeSchema(loginPageParagraphsSchema) } } },
    async (_request, reply) =>
      reply.ok({ paragraphs: await cachedParagraphs(app, 'loginPageLinks') }),
  );

  app.get(
    '/loginPageLatestNews',
    { schema: { response: { 200: envelopeSchema(loginPageParagraphsSchema) } } },
    async (_request, reply) =>
      reply.ok({ paragraphs: await cachedParagraphs(app, 'loginPageLatestNews') }),
  );

  app.get(
    '/loginPageSlides',
    { schema: { response: { 200: envelopeSchema(loginPageSlidesSchema) } } },
    async (_request, reply) =>
      reply.ok({
        numberOfSlides: Math.min(LOGIN_SLIDES_MAX, Math.max(1, await cachedSlideCount(app))),
      }),
  );

  /** The slide picture itself (not an envelope): an <img src> points here. */
  app.get(
    '/loginPageSlide/:n',
    {
      schema: {
        params: z.object({ n: z.string().max(10) }),
        response: { 200: fileReply('image/*', 'The slide picture.') },
      },
    },
    async (request, reply) => {
      const n = /^[1-9][0-9]*$/.test(request.params.n) ? Number(request.params.n) : NaN;
      const slide = n <= LOGIN_SLIDES_MAX ? await readSlide(app.db, n) : null;
      if (!slide) throw new ApiError(404, MESSAGES.noSlide({ n: String(request.params.n) }));
      return sendSlide(reply, request.headers['if-none-match'], slide, SLIDE_CACHE_CONTROL);
    },
  );
};

export default authRoutes;
