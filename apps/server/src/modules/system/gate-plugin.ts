import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import { isApiPath } from '../../plugins/api-responses.js';
import { isVisitorRestricted } from './get-status.js';

/**
 * While maintenance is on every API call but /wps/system/* answers 503 (R-API-08); a visitor from
 * a restricted region gets 451 everywhere but the status call (R-API-09), which tells the client
 * which screen to show.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isApiPath(request.url)) return;
      const path = request.url.split('?', 1)[0] as string;
      const config = await app.systemConfig.get();
      if (config.settings.maintenance.enabled && !path.startsWith('/wps/system/')) {
        throw new AppError('MAINTENANCE', null);
      }
      if (path !== '/wps/system/status' && isVisitorRestricted(config, request.ip)) {
        throw new AppError('REGION_RESTRICTED', null);
      }
    });
  },
  { name: 'system-gate', dependencies: ['system-config'] },
);
