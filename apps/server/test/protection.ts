import { SAME_ORIGIN } from './accounts.js';
import { requestKey } from './cashier.js';
import type { TestApp } from './harness.js';

/** A call of the responsible-gaming page as the browser makes it. */
export function protectionCall(t: TestApp, token: string, path: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: payload === undefined && path === 'state' ? 'GET' : 'POST',
    url: `/wps/protection/${path}`,
    headers: { token, ...SAME_ORIGIN },
    ...(payload === undefined ? {} : { payload }),
  });
}

export async function setLimit(t: TestApp, token: string, kind: string, period: string, value: number) {
  const res = await protectionCall(t, token, 'limit', { kind, period, value });
  if (res.statusCode !== 200) throw new Error(`limit: ${res.body}`);
  return res.json().value;
}

export function manualDeposit(t: TestApp, token: string, amount: number) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCS2_depositManualTransfer',
    headers: { token, ...SAME_ORIGIN },
    payload: { amount, depositorName: 'Juan Dela Cruz', transferRef: 'REF12345', requestId: requestKey() },
  });
}
