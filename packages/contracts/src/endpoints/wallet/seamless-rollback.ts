import { seamless } from './seamless.js';

export const seamlessRollback = /* @__PURE__ */ seamless('rollback', 'seamlessRollbackBodySchema');
