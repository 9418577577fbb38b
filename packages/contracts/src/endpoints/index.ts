import type { EndpointSpec } from '../endpoint.js';
import { vipEndpoints } from './vip.js';

export { vipEndpoints };

/** Every endpoint of the API: the server must have a route for each, and no route without one. */
export const ALL_ENDPOINTS: readonly EndpointSpec[] = [vipEndpoints].flatMap((table) => Object.values(table));
