import type { EndpointSpec } from '../endpoint.js';
import * as accountEndpoints from './account/index.js';
import * as agentEndpoints from './agent/index.js';
import * as captchaEndpoints from './captcha/index.js';
import * as cashierEndpoints from './cashier/index.js';
import * as challengeEndpoints from './challenge/index.js';
import * as contentEndpoints from './content/index.js';
import * as feedbackEndpoints from './feedback/index.js';
import * as gamesEndpoints from './games/index.js';
import * as houseEndpoints from './house/index.js';
import * as lotteryEndpoints from './lottery/index.js';
import * as messageEndpoints from './message/index.js';
import * as promotionsEndpoints from './promotions/index.js';
import * as protectionEndpoints from './protection/index.js';
import * as systemEndpoints from './system/index.js';
import * as vipEndpoints from './vip/index.js';
import * as walletEndpoints from './wallet/index.js';

// Namespaces rather than objects: the web bundles only the endpoints it calls, not a module's table.
export {
  accountEndpoints,
  agentEndpoints,
  captchaEndpoints,
  cashierEndpoints,
  challengeEndpoints,
  contentEndpoints,
  feedbackEndpoints,
  gamesEndpoints,
  houseEndpoints,
  lotteryEndpoints,
  messageEndpoints,
  promotionsEndpoints,
  protectionEndpoints,
  systemEndpoints,
  vipEndpoints,
  walletEndpoints,
};

/** Every endpoint of the API: the server must have a route for each, and no route without one. */
export const ALL_ENDPOINTS: readonly EndpointSpec[] = [
  accountEndpoints,
  agentEndpoints,
  captchaEndpoints,
  cashierEndpoints,
  challengeEndpoints,
  contentEndpoints,
  feedbackEndpoints,
  gamesEndpoints,
  houseEndpoints,
  lotteryEndpoints,
  messageEndpoints,
  promotionsEndpoints,
  protectionEndpoints,
  systemEndpoints,
  vipEndpoints,
  walletEndpoints,
].flatMap((module) => Object.values(module));
