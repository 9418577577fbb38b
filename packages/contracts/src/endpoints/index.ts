import type { EndpointSpec } from '../endpoint.js';
import { accountEndpoints } from './account.js';
import { captchaEndpoints } from './captcha.js';
import { challengeEndpoints } from './challenge.js';
import { contentEndpoints } from './content.js';
import { feedbackEndpoints } from './feedback.js';
import { gamesEndpoints } from './games.js';
import { houseEndpoints } from './house.js';
import { messageEndpoints } from './message.js';
import { systemEndpoints } from './system.js';
import { vipEndpoints } from './vip.js';
import { walletEndpoints } from './wallet.js';

export {
  accountEndpoints,
  captchaEndpoints,
  challengeEndpoints,
  contentEndpoints,
  feedbackEndpoints,
  gamesEndpoints,
  houseEndpoints,
  messageEndpoints,
  systemEndpoints,
  vipEndpoints,
  walletEndpoints,
};

/** Every endpoint of the API: the server must have a route for each, and no route without one. */
export const ALL_ENDPOINTS: readonly EndpointSpec[] = [
  accountEndpoints,
  captchaEndpoints,
  challengeEndpoints,
  contentEndpoints,
  feedbackEndpoints,
  gamesEndpoints,
  houseEndpoints,
  messageEndpoints,
  systemEndpoints,
  vipEndpoints,
  walletEndpoints,
].flatMap((table) => Object.values(table));
