import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bumpContentVersion,
  createContentVersion,
  forgetOldChanges,
  type Change,
  type ContentVersion,
} from '~/core/content-version.server'
import { recordChange } from '~/core/reads.server'
import { openDatabase, type DatabaseHandle } from '~/lib/db.server'
import { createLogger } from '~/lib/logger.server'
import { migrateToLatest } from '../../db/migrate'
import { createTestDatabase, engines, type TestDatabase } from '../support/databases'

const logger = createLogger('silent')

/**
 * The change log that carries an edit's keys to every instance (ADR 085): two instances on one
 * database, the second learning of the first's publishes by reading the log, as it does when
 * Redis's hint arrives or its poll comes round.
 */
describe.each(engines)('content changes between instances, on %s', (engine) => {
  let database: TestDatabase
  let handleA: DatabaseHandle
  let handleB: DatabaseHandle
  let a: ContentVersion
  let b: ContentVersion
  const heardByB: Change[] = []

  beforeAll(async () => {
    database = await createTestDatabase(engine)
    handleA = await openDatabase(database.url)
    await migrateToLatest(handleA)
    handleB = await openDatabase(database.url)
    a = createContentVersion({ db: handleA.db, logger, pollMs: 20 })
    b = createContentVersion({ db: handleB.db, logger, pollMs: 20 })
    await a.start()
    await b.start()
    b.onChange((change) => heardByB.push(change))
  })
  afterAll(async () => {
    a?.stop()
    b?.stop()
    await handleA?.close()
    await handleB?.close()
    await database?.drop()
  })

  const keysOf = (change: Change | undefined) =>
    change && change.keys !== '*' ? [...change.keys].sort() : change?.keys

  it("tells another instance exactly what an edit changed, with the record's list", async () => {
    await a.publish(async () => recordChange('faqs/abc'))
    await expect.poll(() => b.current).toBe(a.current)
    expect(keysOf(heardByB.at(-1))).toEqual(['faqs', 'faqs/abc'])
    expect(b.versionOf(['faqs/abc'])).toBe(a.current)
    expect(b.versionOf(['portfolio'])).toBeLessThan(a.current)
  })

  it('says everything changed for a write that recorded nothing', async () => {
    await a.publish(async () => {})
    await expect.poll(() => b.current).toBe(a.current)
    expect(heardByB.at(-1)?.keys).toBe('*')
    expect(b.versionOf(['portfolio'])).toBe(a.current)
  })

  it('reads a version bumped without a log row (the demo seed) as everything', async () => {
    const before = heardByB.length
    const bumped = await handleA.db.transaction().execute((trx) => bumpContentVersion(trx))
    await a.publish(async () => recordChange('content/home'))
    await expect.poll(() => b.current).toBe(a.current)
    // Whether B read the log between the two or after both, the gap reached it as everything.
    expect(heardByB.slice(before).some((change) => change.keys === '*')).toBe(true)
    expect(b.versionOf(['portfolio'])).toBeGreaterThanOrEqual(bumped)
  })

  it('reaches every record of a kind by its wildcard', async () => {
    await a.publish(async () => recordChange('faqs/*'))
    await expect.poll(() => b.current).toBe(a.current)
    expect(b.versionOf(['faqs/xyz'])).toBe(a.current)
    expect(b.versionOf(['products/xyz'])).toBeLessThan(a.current)
  })

  it('forgets log rows older than an hour; an instance that missed them drops everything', async () => {
    // An instance that slept through a change (a long pause) and then learns of a later one.
    const behind = createContentVersion({ db: handleB.db, logger, pollMs: 3_600_000 })
    await behind.start()
    const heard: Change[] = []
    behind.onChange((change) => heard.push(change))
    await a.publish(async () => recordChange('brand'))
    expect(
      await forgetOldChanges(handleA.db, new Date(Date.now() + 2 * 3_600_000)),
    ).toBeGreaterThan(0)
    await a.publish(async () => recordChange('contact'))
    // Its own publish makes it read the log: the brand's row is gone, so it cannot know.
    await behind.publish(async () => recordChange('redirects'))
    expect(heard.map((change) => change.keys)).toEqual(['*'])
    expect(behind.versionOf(['portfolio'])).toBe(behind.current)
    behind.stop()
  })
})
