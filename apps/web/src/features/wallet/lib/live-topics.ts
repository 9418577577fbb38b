import type { LiveTopic } from '@app/contracts';

type TopicListener = (event: { type: string } & Record<string, unknown>) => void;

/**
 * Who follows which topic on the page's one live socket (a Crash round, say). The socket sends the
 * subscriptions once it is ready, again after each reconnect, and hands every event that is not a
 * balance to the listeners.
 */
const listeners = new Map<LiveTopic, Set<TopicListener>>();
let subscribeNow: ((topic: LiveTopic) => void) | null = null;

export function addTopicListener(topic: LiveTopic, listener: TopicListener): () => void {
  const set = listeners.get(topic) ?? new Set();
  listeners.set(topic, set.add(listener));
  if (set.size === 1) subscribeNow?.(topic);
  return () => {
    set.delete(listener);
  };
}

/** Called by the socket when it is ready to subscribe (null when it closes). */
export function onSocketReady(subscribe: ((topic: LiveTopic) => void) | null): void {
  subscribeNow = subscribe;
  if (subscribe) for (const [topic, set] of listeners) if (set.size > 0) subscribe(topic);
}

export function dispatchTopicEvent(event: { type: string } & Record<string, unknown>): void {
  for (const set of listeners.values()) for (const listener of set) listener(event);
}
