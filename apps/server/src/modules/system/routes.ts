import { systemEndpoints as endpoints, type IdentityProviderConfig } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { getConsolidatedSettings } from './get-consolidated-settings.js';
import { getCustomerService } from './get-customer-service.js';
import { getDomainRoute } from './get-domain-route.js';
import { getStatus } from './get-status.js';
import { getTemplate } from './get-template.js';
import { listCountries } from './list-countries.js';

export const systemRoutes: FastifyPluginAsyncZod<{
  merchantCode: string;
  /** The credential-encryption public key (SPKI, base64) that the settings publish. */
  credentialPublicKey: () => Promise<string>;
  /** The payment gateway's methods offered (none without its keys), for the footer's claims (H-4). */
  gatewayMethods: readonly string[];
  /** Firebase's browser settings, when the site signs in through it. */
  identityProvider: IdentityProviderConfig | null;
}> = async (app, { merchantCode, credentialPublicKey, gatewayMethods, identityProvider }) => {
  const config = () => app.systemConfig.get();

  routeOf(app, endpoints.status, {}, async (request) =>
    ok(getStatus(await config(), { ip: request.ip, host: request.hostname }, identityProvider)),
  );
  routeOf(app, endpoints.whitelabel, {}, async () => ok((await config()).whitelabel));
  routeOf(app, endpoints.consolidatedSettings, {}, async () =>
    ok(getConsolidatedSettings(await config(), merchantCode, await credentialPublicKey(), gatewayMethods)),
  );
  routeOf(app, endpoints.countries, {}, async () => ok(listCountries(await config())));
  routeOf(app, endpoints.domainRoute, {}, async (request) =>
    ok(getDomainRoute(await config(), request.hostname)),
  );
  routeOf(app, endpoints.customerService, {}, async () => ok(getCustomerService(await config())));
  routeOf(app, endpoints.template, {}, async () => ok(getTemplate(await config())));
};
