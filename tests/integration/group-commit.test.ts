import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { disabledNotifier } from '~/features/leads/notifications.server'
import { findMessage, insertMessage } from '~/features/leads/queries.server'
import { receiveMessage } from '~/features/leads/service.server'
import type { Db } from '~/lib/db.server'
import { createGroupCommit } from '~/core/group-commit.server'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

const message = (subject: string) => ({
  name: 'Group',
  email: 'g@example.com',
  phone: null,
  subject,
  message: 'Sent in a burst',
})

describe.each(engines)('group commit on %s', (engine) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(engine)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('commits a burst of messages in one transaction, each answered with its own record', async () => {
    const groupCommit = createGroupCommit(app.ctx.db)
    const transactions = new Set<Db>()
    const stored = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        groupCommit.run((trx) => {
          transactions.add(trx)
          return insertMessage(trx, message(`Burst ${i}`), { notify: false })
        }),
      ),
    )
    expect(transactions.size).toBe(1)
    expect(stored.map((m) => m.subject)).toEqual(stored.map((_, i) => `Burst ${i}`))
    for (const m of stored) expect(await findMessage(app.ctx.db, m._id)).toEqual(m)
  })

  it('fails only the write that failed, and stores the rest of its batch', async () => {
    const groupCommit = createGroupCommit(app.ctx.db)
    const writes = { groupCommit, notifier: disabledNotifier }
    const results = await Promise.allSettled([
      receiveMessage(writes, message('Before the bad one')),
      groupCommit.run(async (trx) => {
        await insertMessage(trx, message('Rolled back with its failure'), { notify: false })
        throw new Error('this write fails')
      }),
      receiveMessage(writes, message('After the bad one')),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('this write fails'))
    const subjects = (
      await app.ctx.db.selectFrom('messages').select('subject').orderBy('subject').execute()
    ).map((r) => r.subject)
    expect(subjects).toContain('Before the bad one')
    expect(subjects).toContain('After the bad one')
    expect(subjects).not.toContain('Rolled back with its failure')
  })
})
