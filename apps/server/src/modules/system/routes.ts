import {
  consolidatedSettingsSchema,
  countrySchema,
  customerServiceSchema,
  domainRouteSchema,
  emptyQuerySchema,
  envelopeOf,
  mobileTemplateSchema,
  systemStatusSchema,
  whitelabelSchema,
} from '@app/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/app-error.js';
import { getConsolidatedSettings } from './get-consolidated-settings.js';
import { getCustomerService } from './get-customer-service.js';
import { getDomainRoute } from './get-domain-route.js';
import { getStatus } from './get-status.js';
import { getTemplate } from './get-template.js';
import { listCountries } from './list-countries.js';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod<{
  merchantCode: string;
  /** The credential-encryption public key (SPKI, base64) that the settings publish. */
  credentialPublicKey: () => Promise<string>;
}> = async (app, { merchantCode, credentialPublicKey }) => {
  const config = () => app.systemConfig.get();

  app.get(
    '/wps/system/status',
    { schema: { tags, querystring: emptyQuerySchema, response: { 200: envelopeOf(systemStatusSchema) } } },
    async (request) => ok(getStatus(await config(), { ip: request.ip, host: request.hostname })),
  );

  app.get(
    '/wps/system/whitelabel',
    { schema: { tags, querystring: emptyQuerySchema, response: { 200: envelopeOf(whitelabelSchema) } } },
    async () => ok((await config()).whitelabel),
  );

  app.get(
    '/wps/system/settings/consolidated',
    {
      schema: {
        tags,
        querystring: emptyQuerySchema,
        response: { 200: envelopeOf(consolidatedSettingsSchema) },
      },
    },
    async () => ok(getConsolidatedSettings(await config(), merchantCode, await credentialPublicKey())),
  );

  app.get(
    '/wps/system/country',
    {
      schema: { tags, querystring: emptyQuerySchema, response: { 200: envelopeOf(z.array(countrySchema)) } },
    },
    async () => ok(listCountries(await config())),
  );

  app.get(
    '/wps/system/domainRoute',
    { schema: { tags, querystring: emptyQuerySchema, response: { 200: envelopeOf(domainRouteSchema) } } },
    async (request) => ok(getDomainRoute(await config(), request.hostname)),
  );

  app.get(
    '/wps/system/customerService',
    {
      schema: {
        tags,
        querystring: emptyQuerySchema,
        response: { 200: envelopeOf(customerServiceSchema.nullable()) },
      },
    },
    async () => ok(getCustomerService(await config())),
  );

  app.get(
    '/wps/system/template',
    { schema: { tags, querystring: emptyQuerySchema, response: { 200: envelopeOf(mobileTemplateSchema) } } },
    async () => ok(getTemplate(await config())),
  );
};
