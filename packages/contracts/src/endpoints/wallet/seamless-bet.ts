import { seamless } from './seamless.js';

export const seamlessBet = /* @__PURE__ */ seamless('bet', 'seamlessBetBodySchema');
