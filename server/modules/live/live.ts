import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Changes } from './changes';
import { startFanOut } from './fan-out';
import { StreamHub } from './hub';

/** The most streams one customer keeps open on an instance: a phone, a laptop and a tablet. */
const STREAMS_PER_CUSTOMER = 3;

export interface Live {
  /** The streams open on this instance. */
  hub: StreamHub;
  /** What a committed transaction changed, for every instance's streams. */
  publish(changes: Changes): void;
  close(): Promise<void>;
}

/**
 * Live updates on one instance (docs/rules.md §Live updates): its streams, and the fan-out that
 * brings them what any instance changed. `watch` hears how many streams are open.
 */
export async function startLive(
  database: Database,
  options: { maxStreams: number; redisUrl: string | undefined; log: FastifyBaseLogger; watch?: (open: number) => void },
): Promise<Live> {
  const hub = new StreamHub({ perCustomer: STREAMS_PER_CUSTOMER, total: options.maxStreams }, options.watch);
  const fanOut = await startFanOut(database, options.redisUrl, { heard: (changes) => hub.deliver(changes), resumed: () => hub.deliverToAll() }, options.log);
  return { hub, publish: fanOut.publish, close: fanOut.close };
}
