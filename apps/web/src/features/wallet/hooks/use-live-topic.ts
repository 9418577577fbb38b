import type { LiveTopic } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { addTopicListener } from '../lib/live-topics';
import { useLiveBalance } from './use-live-balance';

/**
 * Follows a topic on the page's one live socket (the one that carries the balance), so a game page
 * opens no second connection. The latest `onEvent` is called; it need not be stable.
 */
export function useLiveTopic(
  token: string | undefined,
  topic: LiveTopic,
  onEvent: (event: { type: string } & Record<string, unknown>) => void,
): void {
  useLiveBalance(token);
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => addTopicListener(topic, (event) => latest.current(event)), [topic]);
}
