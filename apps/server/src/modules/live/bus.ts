import { EventEmitter } from 'node:events';
import type { LiveTopic } from '@app/contracts';
import { Redis } from 'ioredis';

/** Something a member's open pages should learn at once (a balance after a spin, say). */
export type LiveEvent = { type: string } & Record<string, unknown>;
type Listener = (event: LiveEvent) => void;

/**
 * Events for members, delivered to every server node's websocket clients. One node needs no more
 * than the in-process emitter; with REDIS_URL set, events travel through Redis pub/sub so that a
 * spin on one node reaches the member's page connected to another.
 */
export interface LiveBus {
  publish(memberId: number, event: LiveEvent): void;
  subscribe(memberId: number, listener: Listener): () => void;
  /** Events for everyone who follows a topic (a Crash round's curve and bets), on every node. */
  broadcast(topic: LiveTopic, event: LiveEvent): void;
  subscribeTopic(topic: LiveTopic, listener: Listener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'live:member';
const TOPIC_CHANNEL = 'live:topic';
/** A topic's listeners are kept apart from members' (member ids are numbers, topics are not). */
const topicKey = (topic: LiveTopic) => `topic:${topic}`;

function localFanOut() {
  const emitter = new EventEmitter();
  // One listener per open page; a busy node has many, which is expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    emit: (key: number | string, event: LiveEvent) => emitter.emit(String(key), event),
    subscribe(key: number | string, listener: Listener) {
      emitter.on(String(key), listener);
      return () => emitter.off(String(key), listener);
    },
  };
}

export function localBus(): LiveBus {
  const fanOut = localFanOut();
  return {
    publish: fanOut.emit,
    subscribe: fanOut.subscribe,
    broadcast: (topic, event) => fanOut.emit(topicKey(topic), event),
    subscribeTopic: (topic, listener) => fanOut.subscribe(topicKey(topic), listener),
    close: async () => {},
  };
}

export function redisBus(url: string, onError: (error: Error) => void): LiveBus {
  const fanOut = localFanOut();
  const publisher = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { connectTimeout: 2000 });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.subscribe(CHANNEL, TOPIC_CHANNEL).catch(onError);
  subscriber.on('message', (channel, message) => {
    if (channel === TOPIC_CHANNEL) {
      const { topic, event } = JSON.parse(message) as { topic: LiveTopic; event: LiveEvent };
      fanOut.emit(topicKey(topic), event);
      return;
    }
    const { memberId, event } = JSON.parse(message) as { memberId: number; event: LiveEvent };
    fanOut.emit(memberId, event);
  });
  return {
    // A lost event costs only a late refresh (the page also polls every 60 s), so a failed publish is logged, not retried.
    publish: (memberId, event) => {
      publisher.publish(CHANNEL, JSON.stringify({ memberId, event })).catch(onError);
    },
    subscribe: fanOut.subscribe,
    broadcast: (topic, event) => {
      publisher.publish(TOPIC_CHANNEL, JSON.stringify({ topic, event })).catch(onError);
    },
    subscribeTopic: (topic, listener) => fanOut.subscribe(topicKey(topic), listener),
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
