import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFormStamps } from '~/core/form-stamp.server'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

describe.each(engines)('contact form stamps on %s', (engine) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(engine)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('are honoured by every instance on the same database, and by no other', async () => {
    // A second instance starting on the same database reads the secret the first one made.
    const other = createFormStamps(app.ctx.db)
    await other.start()
    const stamp = app.ctx.formStamps.issue()
    expect(other.ageMs(stamp)).toBeGreaterThanOrEqual(0)
    expect(other.ageMs(stamp)).toBeLessThan(5_000)

    const elsewhere = createFormStamps(app.ctx.db, 'a secret of this site only, 32+ chars')
    await elsewhere.start()
    expect(elsewhere.ageMs(stamp)).toBeNull()
    expect(app.ctx.formStamps.ageMs(elsewhere.issue())).toBeNull()
  })

  it('tell a forged or altered stamp from a real one, and say how old a real one is', () => {
    const stamp = app.ctx.formStamps.issue()
    const [issued, signature] = stamp.split('.') as [string, string]
    // Claiming the form was handed out a minute earlier breaks the signature.
    expect(app.ctx.formStamps.ageMs(`${Number(issued) - 60_000}.${signature}`)).toBeNull()
    for (const junk of ['', 'x', `${issued}.`, `${issued}.${'A'.repeat(43)}`, `${stamp}x`]) {
      expect(app.ctx.formStamps.ageMs(junk)).toBeNull()
    }
  })
})
