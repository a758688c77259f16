import type { Response } from 'express'
import { recordActivity, type ActivityEvent } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { inTransaction, type Db } from '~/lib/db.server'
import { sessionOf } from './auth-middleware'

type Write<T> = (trx: Db) => Promise<T>
type Describe<T> = (result: T) => ActivityEvent

/**
 * An admin's writes, each recorded in the activity log in its own transaction, naming the
 * signed-in user (docs/architecture.md §Activity log). `publish` is for a write visitors see:
 * the same transaction also bumps the content version, so cached pages go stale with it.
 */
export function recordedWrites(ctx: AppContext, res: Response) {
  const actor = sessionOf(res).user
  const recorded =
    <T>(write: Write<T>, describe: Describe<T>): Write<T> =>
    async (trx) => {
      const result = await write(trx)
      await recordActivity(trx, actor, describe(result))
      return result
    }
  return {
    publish: <T>(write: Write<T>, describe: Describe<T>) =>
      ctx.contentVersion.publish(recorded(write, describe)),
    write: <T>(write: Write<T>, describe: Describe<T>) =>
      inTransaction(ctx.db, recorded(write, describe)),
  }
}
