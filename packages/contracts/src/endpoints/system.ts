import { defineEndpoint } from '../endpoint.js';

const tags = ['system'];

/** The site's own state and settings, asked before anything else (R-SYS). */
export const systemEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/wps/system/status',
    access: 'public',
    tags,
    query: 'emptyQuerySchema',
    response: 'systemStatusSchema',
  }),
  whitelabel: defineEndpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    access: 'public',
    tags,
    query: 'emptyQuerySchema',
    response: 'whitelabelSchema',
  }),
  /** The merchant's settings in one call (R-SYS-09). */
  consolidatedSettings: defineEndpoint({
    method: 'GET',
    path: '/wps/system/settings/consolidated',
    access: 'public',
    tags,
    query: 'emptyQuerySchema',
    response: 'consolidatedSettingsSchema',
  }),
  /** The countries the site serves, with their dialling codes (R-SYS-20). */
  countries: defineEndpoint({
    method: 'GET',
    path: '/wps/system/country',
    access: 'public',
    tags,
    query: 'emptyQuerySchema',
    response: 'countryListSchema',
  }),
  domainRoute: defineEndpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    access: 'public',
    tags,
    query: 'emptyQuerySchema',
    response: 'domainRouteSchema',
  }),
  customerService: defineEndpoint({
    method: 'GET',
    path: '/wps/system/customerService',
    access: 'public',
    tags,
    query: 'emptyQuerySchema',
    response: 'customerServiceOrNoneSchema',
  }),
  template: defineEndpoint({
    method: 'GET',
    path: '/wps/system/template',
    access: 'public',
    tags,
    query: 'emptyQuerySchema',
    response: 'mobileTemplateSchema',
  }),
} as const;
