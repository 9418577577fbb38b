import type { SchemaName } from '../../endpoint.js';
import { SEAMLESS } from '../../wallet-constants.js';

const vendorTags = ['seamless wallet'];

/** A signed vendor call of the seamless wallet: POST /seamless/{vendor}/{action} (S-22). */
export const seamless = <const Body extends SchemaName>(action: string, body: Body) => ({
  method: 'POST' as const,
  path: `${SEAMLESS.pathPrefix}/:vendor/${action}`,
  access: 'vendor' as const,
  tags: vendorTags,
  params: 'seamlessParamsSchema' as const,
  body,
  response: 'seamlessValueSchema' as const,
});
