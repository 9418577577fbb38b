import { type SmsSent, TIMING } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { dismissNotice, notify, notifyLoading } from '../../../shared/stores/notices';
import { countdownDeadline, secondsLeft } from '../lib/sms-countdown';
import { runChallenge } from './use-challenge';

export type SmsButtonState = 'idle' | 'sending' | 'countdown';

/**
 * The send-code button of SMS login, mobile registration and the SMS reset (R-AUTH-36, R-AUTH-37,
 * R-ERR-03): idle, sending (with its loading notice), a countdown ticking every 500 ms, idle again.
 * `send` gets the solved `sms` challenge; it taps through only while idle.
 */
export function useSmsCode() {
  const [state, setState] = useState<SmsButtonState>('idle');
  const [seconds, setSeconds] = useState(0);
  const [sentOnce, setSentOnce] = useState(false);
  const deadline = useRef(0);

  useEffect(() => {
    if (state !== 'countdown') return;
    const tick = () => {
      const left = secondsLeft(deadline.current, Date.now());
      setSeconds(left);
      if (left === 0) setState('idle');
    };
    tick();
    const timer = setInterval(tick, TIMING.countdownTickMs);
    return () => clearInterval(timer);
  }, [state]);

  const begin = () => {
    setState('sending');
    return notifyLoading('in_sms_sending', TIMING.requestTimeoutMs);
  };
  const sent = (loading: number, value: SmsSent | null) => {
    dismissNotice(loading);
    notify('in_sms_send', { tone: 'success', durationMs: TIMING.noticeMs });
    deadline.current = countdownDeadline(value, Date.now());
    setSentOnce(true);
    setState('countdown');
  };
  const failed = (loading: number) => {
    dismissNotice(loading);
    setState('idle');
  };

  /** Resolves null once the code is on its way; on failure the server's message is shown (R-AUTH-39). */
  const send = async (request: (altcha: string) => Promise<SmsSent>): Promise<ApiError | null> => {
    if (state !== 'idle') return null;
    const loading = begin();
    try {
      sent(loading, await request(await runChallenge('sms')));
      return null;
    } catch (error) {
      failed(loading);
      const failure = error instanceof ApiError ? error : new ApiError('UNKNOWN', 'err_unknown', 0);
      notify(failure.messageKey, { tone: 'error' });
      return failure;
    }
  };

  /**
   * The same button on the Firebase SMS path (R-AUTH-38, R-CONST-05): Firebase sends, the countdown
   * is the default minute, and a Firebase failure only takes the loading notice down (R-ERR-03).
   */
  const sendThroughFirebase = async (request: () => Promise<void>): Promise<boolean> => {
    if (state !== 'idle') return false;
    const loading = begin();
    try {
      await request();
      sent(loading, null);
      return true;
    } catch {
      failed(loading);
      return false;
    }
  };

  return { state, seconds, sentOnce, send, sendThroughFirebase };
}

export type SmsCode = ReturnType<typeof useSmsCode>;
