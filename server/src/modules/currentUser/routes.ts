import {
  envelopeSchema,
  loginStatusSchema,
  passwordChangeRequestSchema,
  profileSchema,
  storedProfileSchema,
  usageBalanceRequestSchema,
  usageBalanceResponseSchema,
  type Role,
} from '@lrp/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cookieName } from '../../lib/cookies';
import { ACCOUNT_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { inactivityMinutesOf, loadSession } from '../../plugins/session';
import { profileOf } from './person';
import { changePassword, saveProfile } from './profile';
import { preauthorizationLeftOf } from '../creditcard/preauthorization-left';
import { buildCurrentUser, findAccount, usageBalanceOf } from './service';

/** Everyone signed in with a name of their own (not the shared guest login). */
const NAMED_ROLES: readonly Role[] = ['USER', 'ACCOUNT', 'COUNTY', 'TRIMIN'];
/** The roles whose header shows a usage balance (spec 1 "Header and balance area"). */
const BALANCE_ROLES: readonly Role[] = ['USER', 'ACCOUNT'];

/**
 * The profile as stored, for the reply (the contract's storedProfileSchema): not held to the contract's rules,
 * because a user an administrator created may still have blank fields (the form shows them and asks on save).
 */
const profileReply = { response: { 200: envelopeSchema(storedProfileSchema) } };

/** /api/currentUser: the session check, the user's own profile, password and balance. */
const currentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const named = requireRoles(NAMED_ROLES);
  /** Where a change comes from: the client address, and the browser's device cookie (for the throttle's key). */
  const sourceOf = (request: FastifyRequest) => ({
    clientAddress: request.ip,
    deviceCookie: request.cookies[cookieName(app.config, 'device')],
  });

  app.get(
    '/loginStatus',
    { schema: { response: { 200: envelopeSchema(loginStatusSchema) } } },
    async (request, reply) => {
      const session = await loadSession(request, reply);
      const inactivityMinutes = inactivityMinutesOf(await app.countyConfig.get('userAccess'));
      if (!session) return reply.ok({ loggedIn: false, user: null, inactivityMinutes });
      const user = await buildCurrentUser(
        app.db,
        app.countyConfig,
        session.user,
        session.language,
        app.accountCache,
      );
      return reply.ok({ loggedIn: true, user, inactivityMinutes });
    },
  );

  app.get('/profile', { onRequest: named, schema: profileReply }, async (request, reply) =>
    reply.ok(profileOf(sessionOf(request).user)),
  );

  app.post(
    '/profile',
    { onRequest: named, schema: { body: profileSchema, ...profileReply } },
    async (request, reply) => {
      const saved = await saveProfile(
        app,
        sessionOf(request).user,
        request.body,
        sourceOf(request),
      );
      return reply.ok(saved, ACCOUNT_MESSAGES.profileSaved);
    },
  );

  app.post(
    '/password',
    {
      onRequest: named,
      schema: { body: passwordChangeRequestSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      await changePassword(app, session.user, session.idHash, request.body, sourceOf(request));
      return reply.ok(null, ACCOUNT_MESSAGES.passwordUpdated);
    },
  );

  app.post(
    '/usageBalance',
    {
      onRequest: requireRoles(BALANCE_ROLES),
      schema: {
        body: usageBalanceRequestSchema,
        response: { 200: envelopeSchema(usageBalanceResponseSchema) },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      if (request.body.userId !== user.id)
        throw new ApiError(403, ACCOUNT_MESSAGES.otherUsersBalance);
      const [account, flatFee] = await Promise.all([
        findAccount(app.db, user.accountId),
        app.countyConfig.get('flatFee'),
      ]);
      // A card payer's preauthorization left goes with the balance when there is one (the header shows both).
      const preauthorizationLeft = await preauthorizationLeftOf(app.db, user, account);
      return reply.ok({
        usageBalance: usageBalanceOf(user.role, account, flatFee),
        ...(preauthorizationLeft !== null && { preauthorizationLeft }),
      });
    },
  );
};

export default currentUserRoutes;
