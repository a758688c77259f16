import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient } from '../support/api-client'
import { createTestDatabase, engines, type TestDatabase } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const OWNER = { email: 'owner@agency.test', password: 'correct horse battery' }

/** Polls until `check` holds (at most ~3 s): how long an edit takes to reach an instance. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 60; i++) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return check()
}

// Two sites on one Redis (a staging copy beside production, say): each site's instances hear
// their own content versions and nothing of the other's, and nobody can freeze a site's caches
// by publishing a number.
describe.each(engines)('two sites sharing one Redis, on %s', (engine) => {
  let production: TestDatabase
  let productionA: TestApp
  let productionB: TestApp
  let staging: TestApp
  let token: string
  let stagingToken: string
  beforeAll(async () => {
    // Only Redis tells instance B of A's edits within the test's patience: the database poll
    // backs it up every 5 s.
    const env = { REDIS_URL }
    production = await createTestDatabase(engine)
    productionA = await startTestApp(engine, env, production)
    productionB = await startTestApp(engine, env, production)
    staging = await startTestApp(engine, env)
    await upsertAdmin(productionA.ctx.db, OWNER)
    await upsertAdmin(staging.ctx.db, OWNER)
    token = await apiClient(productionA.baseUrl).login(OWNER.email, OWNER.password)
    stagingToken = await apiClient(staging.baseUrl).login(OWNER.email, OWNER.password)
  })
  afterAll(async () => {
    await Promise.all([productionA?.close(), productionB?.close(), staging?.close()])
    await production?.drop()
  })

  const faqsSeenBy = async (app: TestApp) =>
    ((await apiClient(app.baseUrl).get('/api/faqs')).body as { question: string }[]).map(
      (f) => f.question,
    )

  it("keeps showing production's edits while another site edits away", async () => {
    await faqsSeenBy(productionB) // cached now, at production's version
    // Found by a probe: after 40 edits on a second site, that site's version passed
    // production's, and production's edits stopped reaching any instance until a restart.
    const stagingApi = apiClient(staging.baseUrl)
    for (let i = 0; i < 40; i++) {
      await stagingApi.post(
        '/api/faqs',
        { question: `Staging ${i}?`, answer: 'Yes.' },
        stagingToken,
      )
    }
    expect(staging.ctx.contentVersion.current).toBeGreaterThan(
      productionB.ctx.contentVersion.current,
    )
    await apiClient(productionA.baseUrl).post(
      '/api/faqs',
      { question: 'Production after staging?', answer: 'Yes.' },
      token,
    )
    expect(
      await eventually(async () =>
        (await faqsSeenBy(productionB)).includes('Production after staging?'),
      ),
    ).toBe(true)
    expect(await faqsSeenBy(productionB)).not.toContain('Staging 0?')
  })

  it('takes a version from the database only, whatever is published on its channel', async () => {
    const namespace = productionA.ctx.redis!.namespace!
    expect(namespace).toBe(productionB.ctx.redis!.namespace)
    expect(namespace).not.toBe(staging.ctx.redis!.namespace)
    const stranger = createClient({ url: REDIS_URL })
    await stranger.connect()
    try {
      const before = productionB.ctx.contentVersion.current
      await stranger.publish(`agency-site:${namespace}:content-version`, '999999999')
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(productionB.ctx.contentVersion.current).toBe(before)
      // The site's own next edit still shows at once on the other instance.
      await apiClient(productionA.baseUrl).post(
        '/api/faqs',
        { question: 'After the forged version?', answer: 'Yes.' },
        token,
      )
      expect(
        await eventually(async () =>
          (await faqsSeenBy(productionB)).includes('After the forged version?'),
        ),
      ).toBe(true)
    } finally {
      await stranger.close()
    }
  })
})
