import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

/**
 * The FAQ list's moves and deletes as the activity log and the orders show them (ADR 066), and
 * the activity log's filters (docs/api.md §Activity).
 */
describe.each(engines)('FAQ moves, FAQ order and activity filters on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  let colleague: string
  let colleagueId: string

  const orders = async () =>
    ((await api.get('/api/faqs')).body as { question: string; order: number }[]).map((f) => [
      f.question,
      f.order,
    ])
  const activity = async (query = '') =>
    (await api.get(`/api/activity?limit=500${query}`, token)).body as {
      action: string
      entity: string
      summary: string
      actor: { _id: string } | null
      at: string
    }[]

  beforeAll(async () => {
    app = await startTestApp(engine)
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: 'owner@agency.test', password: 'correct horse battery' })
    token = await api.login('owner@agency.test', 'correct horse battery')
    const made = await api.post(
      '/api/users',
      {
        email: 'pat@agency.test',
        username: 'pat',
        password: 'another long secret',
        role: 'editor',
      },
      token,
    )
    expect(made.status).toBe(201)
    colleagueId = made.body._id
    colleague = await api.login('pat@agency.test', 'another long secret')
    for (const question of ['Q0', 'Q1', 'Q2', 'Q3', 'Q4']) {
      expect((await api.post('/api/faqs', { question, answer: 'A.' }, token)).status).toBe(201)
    }
  })
  afterAll(async () => {
    await app?.close()
  })

  it('one move is one "move" entry, and the FAQ trades places with its neighbour', async () => {
    const q3 = (await api.get('/api/faqs')).body.find((f: any) => f.question === 'Q3')
    const before = (await activity()).length
    const moved = await api.post(`/api/faqs/${q3._id}/move`, { direction: 'up' }, colleague)
    expect(moved.status).toBe(200)
    expect(moved.body.map((f: any) => f.question)).toEqual(['Q0', 'Q1', 'Q3', 'Q2', 'Q4'])
    expect(await orders()).toEqual([
      ['Q0', 0],
      ['Q1', 1],
      ['Q3', 2],
      ['Q2', 3],
      ['Q4', 4],
    ])
    const entries = await activity()
    expect(entries.length - before).toBe(1)
    expect(entries[0]).toMatchObject({
      action: 'move',
      entity: 'faq',
      summary: 'Moved the FAQ "Q3" up',
      actor: { _id: colleagueId },
    })
    // Down, back where it was: again one entry.
    await api.post(`/api/faqs/${q3._id}/move`, { direction: 'down' }, colleague)
    expect((await activity()).length - before).toBe(2)
    expect((await orders()).map(([q]) => q)).toEqual(['Q0', 'Q1', 'Q2', 'Q3', 'Q4'])
  })

  it('a move past either end changes and records nothing; bad input is a 400 or 404', async () => {
    const first = (await api.get('/api/faqs')).body[0]
    const before = (await activity()).length
    const res = await api.post(`/api/faqs/${first._id}/move`, { direction: 'up' }, token)
    expect(res.status).toBe(200)
    expect((await activity()).length).toBe(before)
    expect(
      (await api.post(`/api/faqs/${first._id}/move`, { direction: 'left' }, token)).status,
    ).toBe(400)
    expect((await api.post(`/api/faqs/${first._id}/move`, undefined, token)).status).toBe(400)
    expect(
      (
        await api.post(
          '/api/faqs/00000000-0000-4000-8000-000000000000/move',
          { direction: 'up' },
          token,
        )
      ).status,
    ).toBe(404)
    expect((await api.post(`/api/faqs/nope/move`, { direction: 'up' }, token)).status).toBe(404)
    expect((await api.post(`/api/faqs/${first._id}/move`, { direction: 'up' })).status).toBe(401)
  })

  it('after a delete the orders stay contiguous, with one "delete" entry', async () => {
    const q2 = (await api.get('/api/faqs')).body.find((f: any) => f.question === 'Q2')
    const before = (await activity()).length
    expect((await api.del(`/api/faqs/${q2._id}`, token)).status).toBe(200)
    expect(await orders()).toEqual([
      ['Q0', 0],
      ['Q1', 1],
      ['Q3', 2],
      ['Q4', 3],
    ])
    const entries = await activity()
    expect(entries.length - before).toBe(1)
    expect(entries[0]).toMatchObject({
      action: 'delete',
      summary: 'Moved the FAQ "Q2" to the trash',
    })
    // A new FAQ goes last, right after.
    await api.post('/api/faqs', { question: 'Q5', answer: 'A.' }, token)
    expect((await orders()).at(-1)).toEqual(['Q5', 4])
  })

  it('a delete beside an FAQ of the same order leaves the others where they are', async () => {
    const twin = await api.post('/api/faqs', { question: 'Twin', answer: 'A.', order: 1 }, token)
    expect((await api.del(`/api/faqs/${twin.body._id}`, token)).status).toBe(200)
    expect(await orders()).toEqual([
      ['Q0', 0],
      ['Q1', 1],
      ['Q3', 2],
      ['Q4', 3],
      ['Q5', 4],
    ])
  })

  it('filters the log by person, kind, action and day', async () => {
    const all = await activity()
    const pats = await activity(`&actor=${colleagueId}`)
    expect(pats.length).toBeGreaterThan(0)
    expect(pats.every((e) => e.actor?._id === colleagueId)).toBe(true)
    expect(pats.length).toBeLessThan(all.length)

    const faqs = await activity('&entity=faq')
    expect(faqs.length).toBeGreaterThan(0)
    expect(faqs.every((e) => e.entity === 'faq')).toBe(true)
    expect((await activity('&entity=faq&action=move')).map((e) => e.summary)).toEqual([
      'Moved the FAQ "Q3" down',
      'Moved the FAQ "Q3" up',
    ])
    expect(await activity(`&actor=${colleagueId}&action=delete`)).toEqual([])

    // A day: since its start, before its end.
    const newest = new Date(all[0]!.at)
    const start = new Date(newest.getTime() - 60_000).toISOString()
    const end = new Date(newest.getTime() + 60_000).toISOString()
    const today = await activity(`&since=${start}&before=${end}`)
    expect(today.length).toBeGreaterThan(0)
    expect(today.every((e) => e.at >= start && e.at < end)).toBe(true)
    expect(await activity(`&since=${end}`)).toEqual([])

    for (const bad of ['&entity=nope', '&action=nope', '&since=yesterday', '&actor=']) {
      expect((await api.get(`/api/activity?limit=5${bad}`, token)).status, bad).toBe(400)
    }
    // Rights unchanged: the log is the admin's alone.
    expect((await api.get('/api/activity?entity=faq', colleague)).status).toBe(403)
  })
})
