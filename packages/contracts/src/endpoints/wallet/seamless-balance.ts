import { seamless } from './seamless.js';

export const seamlessBalance = /* @__PURE__ */ seamless('balance', 'seamlessBalanceBodySchema');
