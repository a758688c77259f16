import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RETENTION_JOB } from '~/features/leads/jobs.server'
import { manualClock } from '../support/clock'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

const DAY = 86_400_000

// ADR 065: with LEAD_RETENTION_DAYS set, a daily job deletes Won, Lost and Spam leads older than
// that, once across instances, and says how many in the activity log.
describe.each(engines)('LEAD_RETENTION_DAYS on %s', (engine) => {
  let app: TestApp
  const clock = manualClock()
  beforeAll(async () => {
    app = await startTestApp(engine, { LEAD_RETENTION_DAYS: '30' }, undefined, { clock })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('deletes closed leads past the limit once a day, and keeps the rest', async () => {
    const now = clock.now().getTime()
    const lead = (name: string, status: string, ageDays: number) => ({
      id: crypto.randomUUID(),
      name,
      email: `${name}@example.com`,
      phone: null,
      subject: `Enquiry from ${name}`,
      message: 'A message long enough.',
      read: 0,
      created_at: new Date(now - ageDays * DAY).toISOString(),
      status,
    })
    const rows = [
      lead('oldwon', 'won', 40),
      lead('oldlost', 'lost', 31),
      lead('oldspam', 'spam', 90),
      lead('oldnew', 'new', 90),
      lead('oldqualified', 'qualified', 60),
      lead('recentwon', 'won', 10),
    ]
    await app.ctx.db.insertInto('messages').values(rows).execute()
    // The job's first run is due at start (the runner's own timer may have taken it already,
    // before these rows: make it due again); the next one a day later.
    await app.ctx.db
      .updateTable('jobs')
      .set({ run_at: new Date(0).toISOString() })
      .where('id', '=', RETENTION_JOB)
      .execute()
    await app.ctx.jobs.tick()
    const left = async () =>
      (await app.ctx.db.selectFrom('messages').select('name').orderBy('name').execute()).map(
        (r) => r.name,
      )
    expect(await left()).toEqual(['oldnew', 'oldqualified', 'recentwon'])
    const entries = await app.ctx.db
      .selectFrom('activity')
      .select('summary')
      .where('action', '=', 'erase')
      .execute()
    expect(entries).toEqual([
      { summary: 'Deleted 3 closed leads older than 30 days (LEAD_RETENTION_DAYS)' },
    ])
    const job = await app.ctx.db
      .selectFrom('jobs')
      .select('run_at')
      .where('id', '=', RETENTION_JOB)
      .executeTakeFirstOrThrow()
    expect(new Date(job.run_at).getTime()).toBeGreaterThan(clock.now().getTime() + DAY - 60_000)

    // Three weeks later the recent Won lead is past the limit too.
    clock.advance(21 * DAY)
    await app.ctx.jobs.tick()
    expect(await left()).toEqual(['oldnew', 'oldqualified'])
  })
})
