import { seamless } from './seamless.js';

export const seamlessWin = /* @__PURE__ */ seamless('win', 'seamlessWinBodySchema');
