import type { Db } from '~/lib/db.server'
import type { EventData, EventType } from './events'

export type { EventData, EventType } from './events'

/**
 * What a change tells the outside world (ADR 082): features emit events in the transaction of
 * the change, and every webhook that takes the event gets a delivery queued in that same
 * transaction, so an event is sent exactly when its change happened. features/integrations
 * implements it; without webhooks it queues nothing.
 */
export interface OutboundEvents {
  emit<T extends EventType>(
    trx: Db,
    type: T,
    /** The event's data; its `url` is made from `path` for each webhook. */
    data: Omit<EventData[T], 'url'>,
    about: {
      /** A path in the portal or on the site: `data.url` becomes it, made absolute. */
      path: string | null
      /** The lead the event is about: its deliveries are erased with it. */
      leadId?: string
    },
  ): Promise<void>
}

/** For code run without a context (scripts, tests of one module): emits nothing. */
export const noEvents: OutboundEvents = { emit: async () => {} }
