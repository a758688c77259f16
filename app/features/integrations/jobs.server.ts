import type { AppContext } from '~/core/context.server'
import {
  deliver,
  DELIVER_JOB,
  mailTurnedOff,
  pruneDeliveries,
  PRUNE_JOB,
  TURNED_OFF_MAIL_JOB,
} from './deliveries.server'

/**
 * The webhooks' work on the one job runner (ADR 042, 082): each delivery's tries (one-off jobs,
 * queued with the change), the admins' mail when a webhook is turned off, and a daily prune of
 * the delivery log. `adminEmails` is the team's (the server composes features).
 */
export function defineIntegrationJobs(ctx: AppContext, adminEmails: () => Promise<string[]>): void {
  const { jobs, db, logger } = ctx
  jobs.define(DELIVER_JOB, {
    // A try takes at most 10 s; a lease six times as long keeps another instance off it.
    leaseMs: 60_000,
    run: async ({ payload }) => {
      await deliver(ctx, (payload as { id: string }).id)
    },
  })
  jobs.define(TURNED_OFF_MAIL_JOB, {
    run: async ({ payload }) => {
      await mailTurnedOff(ctx, (payload as { id: string }).id, await adminEmails())
    },
  })
  jobs.define(PRUNE_JOB, {
    every: 86_400_000,
    run: async ({ now }) => {
      const deleted = await pruneDeliveries(db, now)
      if (deleted > 0) logger.info({ deleted }, 'old webhook deliveries forgotten')
    },
  })
}
