import {
  envelopeOf,
  fairnessValueSchema,
  houseRoundQuerySchema,
  houseRoundSchema,
  houseSessionBodySchema,
  houseSessionValueSchema,
  houseSpinBodySchema,
  houseSpinValueSchema,
  rotateSeedBodySchema,
} from '@app/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/app-error.js';
import { sessionOf } from '../account/index.js';
import type { WalletDeps } from '../wallet/index.js';
import { getFairness, rotateSeed } from './fairness.js';
import { getRound } from './get-round.js';
import { openSlotSession } from './open-session.js';
import { spin } from './spin.js';

const tags = ['house games'];

/**
 * The in-house slots. The game page speaks with its launch token, as a third-party game would; the
 * fairness pages belong to the member's account and use the session.
 */
export const houseRoutes: FastifyPluginAsyncZod<WalletDeps> = async (app, deps) => {
  const { db } = deps;
  app.post(
    '/wps/house/slots/session',
    {
      schema: { tags, body: houseSessionBodySchema, response: { 200: envelopeOf(houseSessionValueSchema) } },
    },
    async (request) => ok(await openSlotSession(db, request.body.token)),
  );
  app.post(
    '/wps/house/slots/spin',
    { schema: { tags, body: houseSpinBodySchema, response: { 200: envelopeOf(houseSpinValueSchema) } } },
    async (request) => ok(await spin(deps, request.body)),
  );
  app.get(
    '/wps/house/fairness',
    {
      preHandler: app.requireMember,
      schema: { tags, querystring: z.strictObject({}), response: { 200: envelopeOf(fairnessValueSchema) } },
    },
    async (request) => ok(await getFairness(db, sessionOf(request).memberId)),
  );
  app.post(
    '/wps/house/fairness/rotate',
    {
      preHandler: app.requireMember,
      schema: { tags, body: rotateSeedBodySchema, response: { 200: envelopeOf(fairnessValueSchema) } },
    },
    async (request) => ok(await rotateSeed(db, sessionOf(request).memberId, request.body.clientSeed)),
  );
  app.get(
    '/wps/house/round',
    {
      preHandler: app.requireMember,
      schema: { tags, querystring: houseRoundQuerySchema, response: { 200: envelopeOf(houseRoundSchema) } },
    },
    async (request) => ok(await getRound(db, sessionOf(request).memberId, request.query.roundId)),
  );
};
