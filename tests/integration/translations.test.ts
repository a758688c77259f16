import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoContent } from '../../db/seed'
import { seedGerman } from '../../db/seed-data'
import { upsertAdmin } from '~/features/team/admins.server'
import { purgeTrash } from '~/core/trash.server'
import { trashTableOf } from '~/collections'
import { storeImage } from '~/features/uploads/queries.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { makeImage } from '../support/images'
import { startTestApp, type TestApp } from '../support/test-app'

const OWNER = { email: 'owner@agency.test', password: 'correct horse battery' }

/** Translated content through the API (CONTRACT §Languages; ADR 080), on both engines. */
describe.each(engines)('translations on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  let imageUrl: string

  beforeAll(async () => {
    app = await startTestApp(engine, { SITE_LANGUAGES: 'en,de' })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    token = await api.login(OWNER.email, OWNER.password)
    imageUrl = (await storeImage(app.ctx.db, await makeImage('png'))).url
  })
  afterAll(async () => {
    await app?.close()
  })

  const newProject = async () =>
    (
      await api.post(
        '/api/portfolio',
        {
          title: 'Harbour Freight Portal',
          description: 'A booking portal for a freight company.',
          imageUrl,
          category: 'web',
          technologies: ['React', 'Node.js'],
          client: 'Kestrelway',
        },
        token,
      )
    ).body as Record<string, unknown> & { _id: string }

  it('falls back field by field, and keeps only the texts that differ', async () => {
    const project = await newProject()
    const german = await api.get(`/api/portfolio/${project._id}?lang=de`)
    expect(german.status).toBe(200)
    expect(german.body.title).toBe('Harbour Freight Portal')

    const saved = await api.put(
      `/api/portfolio/${project._id}?lang=de`,
      { title: 'Frachtportal Hafen', client: 'Someone else' },
      token,
    )
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      title: 'Frachtportal Hafen',
      description: 'A booking portal for a freight company.',
      // Not a translated field: the default language's, whatever the body said.
      client: 'Kestrelway',
    })
    // The default language is untouched.
    expect((await api.get(`/api/portfolio/${project._id}`)).body.title).toBe(
      'Harbour Freight Portal',
    )
    expect((await api.get(`/api/portfolio/${project._id}?lang=en`)).body.title).toBe(
      'Harbour Freight Portal',
    )
    // The list in German has the translation; an untranslated field follows English edits.
    await api.put(`/api/portfolio/${project._id}`, { description: 'Bookings, by the hour.' }, token)
    const list = (await api.get('/api/portfolio?lang=de')).body as Record<string, unknown>[]
    expect(list.find((p) => p._id === project._id)).toMatchObject({
      title: 'Frachtportal Hafen',
      description: 'Bookings, by the hour.',
    })
  })

  it('says which translations are missing, outdated or done', async () => {
    const project = await newProject()
    const stateOf = async () => {
      const answer = await api.get('/api/translations', token)
      expect(answer.status).toBe(200)
      return (answer.body as { type: string; _id: string; lang: string; state: string }[]).find(
        (t) => t.type === 'portfolio' && t._id === project._id && t.lang === 'de',
      )
    }
    expect(await stateOf()).toMatchObject({ title: 'Harbour Freight Portal', state: 'missing' })
    await api.put(`/api/portfolio/${project._id}?lang=de`, { title: 'Frachtportal' }, token)
    expect((await stateOf())?.state).toBe('done')
    // A price, a picture, a client: not the texts a translation is made from.
    await api.put(`/api/portfolio/${project._id}`, { client: 'Another client' }, token)
    expect((await stateOf())?.state).toBe('done')
    await api.put(`/api/portfolio/${project._id}`, { description: 'Changed in English.' }, token)
    expect((await stateOf())?.state).toBe('outdated')
    await api.put(`/api/portfolio/${project._id}?lang=de`, {}, token)
    expect((await stateOf())?.state).toBe('done')
    expect((await api.get('/api/translations')).status).toBe(401)
  })

  it('translates a page of site copy text by text, never its links', async () => {
    const english = (await api.get('/api/content/home')).body as {
      content: { hero: { tagline: string; primaryCta?: { to: string } } }
    }
    const content = structuredClone(english.content) as Record<string, unknown> & {
      hero: Record<string, unknown>
    }
    content.hero = { ...content.hero, tagline: 'Digitale Produkte, die wirken' }
    const saved = await api.put('/api/content/home?lang=de', { content }, token)
    expect(saved.status).toBe(200)
    const german = (await api.get('/api/content/home?lang=de')).body as typeof english
    expect(german.content.hero.tagline).toBe('Digitale Produkte, die wirken')
    expect((await api.get('/api/content/home')).body.content.hero.tagline).toBe(
      english.content.hero.tagline,
    )
  })

  it('gives a translation’s preview links at the page’s address in its language', async () => {
    const services = (await api.get('/api/content/services?lang=de')).body.content
    const german = await api.post('/api/content/services/preview?lang=de', services, token)
    expect(german.status).toBe(201)
    expect(german.body.url).toMatch(/^\/de\/services\?preview=[\w-]{43}$/)
    expect(german.body.urls.map((u: string) => u.split('?')[0])).toEqual([
      '/de/services',
      '/de/services/web-development',
      '/de/services/app-development',
      '/de/services/seo',
      '/de/services/design',
      '/de/services/cyber-security',
    ])
    const home = (await api.get('/api/content/home')).body.content
    expect((await api.post('/api/content/home/preview?lang=de', home, token)).body.url).toMatch(
      /^\/de\?preview=/,
    )
    expect((await api.post('/api/content/home/preview?lang=en', home, token)).body.url).toMatch(
      /^\/\?preview=/,
    )
    const refused = await api.post('/api/content/home/preview?lang=fr', home, token)
    expect(refused.status).toBe(400)
    expect(refused.body.errors.lang[0]).toMatch(/en, de/)
  })

  it('has a history, a draft and a schedule per language', async () => {
    const project = await newProject()
    const draft = await api.put(
      `/api/portfolio/${project._id}/draft?lang=de`,
      { title: 'Entwurf' },
      token,
    )
    expect(draft.status).toBe(200)
    expect(draft.body.title).toBe('Entwurf')
    // The English record has no draft; the German one has.
    expect((await api.get(`/api/portfolio/${project._id}/draft`, token)).status).toBe(404)
    expect((await api.get(`/api/portfolio/${project._id}/draft?lang=de`, token)).status).toBe(200)
    const published = await api.post(`/api/portfolio/${project._id}/publish?lang=de`, {}, token)
    expect(published.status).toBe(200)
    expect((await api.get(`/api/portfolio/${project._id}?lang=de`)).body.title).toBe('Entwurf')
    const revisions = (await api.get(`/api/portfolio/${project._id}/revisions?lang=de`, token))
      .body as unknown[]
    expect(revisions).toHaveLength(1)
  })

  it('cancels a translation’s scheduled publish when its record goes to the trash', async () => {
    const project = await newProject()
    await api.put(`/api/portfolio/${project._id}/draft?lang=de`, { title: 'Bald' }, token)
    const at = new Date(Date.now() + 3_600_000).toISOString()
    const scheduled = await api.post(`/api/portfolio/${project._id}/publish?lang=de`, { at }, token)
    expect(scheduled.status).toBe(202)
    const pending = async () =>
      ((await api.get('/api/schedule', token)).body.items as { resource: string }[]).map(
        (item) => item.resource,
      )
    expect(await pending()).toContain(`portfolio/${project._id}@de`)
    expect((await api.del(`/api/portfolio/${project._id}`, token)).status).toBe(200)
    expect(await pending()).not.toContain(`portfolio/${project._id}@de`)
  })

  it('keeps a trashed record’s translations for its restore, and forgets them with it for good', async () => {
    const left = async (id: string) => ({
      translations: await app.ctx.db
        .selectFrom('translations')
        .select('lang')
        .where('record_id', '=', id)
        .execute(),
      revisions: await app.ctx.db
        .selectFrom('revisions')
        .select('resource')
        .where('resource', 'like', `portfolio/${id}%`)
        .execute(),
      drafts: await app.ctx.db
        .selectFrom('drafts')
        .select('resource')
        .where('resource', 'like', `portfolio/${id}%`)
        .execute(),
    })
    const translated = async () => {
      const project = await newProject()
      await api.put(`/api/portfolio/${project._id}?lang=de`, { title: 'Frachtportal' }, token)
      await api.put(`/api/portfolio/${project._id}/draft?lang=de`, { title: 'Entwurf' }, token)
      expect((await api.del(`/api/portfolio/${project._id}`, token)).status).toBe(200)
      return project._id
    }
    // In the trash: still there, and a restore brings the German page back.
    const restored = await translated()
    expect((await left(restored)).translations).toEqual([{ lang: 'de' }])
    await api.post(`/api/trash/portfolio/${restored}/restore`, {}, token)
    expect((await api.get(`/api/portfolio/${restored}?lang=de`)).body.title).toBe('Frachtportal')

    // Deleted for good from the trash: nothing of it in any language.
    const deleted = await translated()
    expect((await api.del(`/api/trash/portfolio/${deleted}`, token)).status).toBe(200)
    expect(await left(deleted)).toEqual({ translations: [], revisions: [], drafts: [] })
    expect((await api.get('/api/translations', token)).body).not.toContainEqual(
      expect.objectContaining({ _id: deleted }),
    )

    // Purged after its 30 days: the same.
    const purged = await translated()
    const later = new Date(Date.now() + 31 * 86_400_000)
    expect(await purgeTrash(app.ctx.db, trashTableOf, later)).toBeGreaterThan(0)
    expect(await left(purged)).toEqual({ translations: [], revisions: [], drafts: [] })
    // The restored one kept its own.
    expect((await left(restored)).translations).toEqual([{ lang: 'de' }])
  })

  it('makes a post’s HTML, excerpt and reading time from its translated body', async () => {
    const created = await api.post(
      '/api/posts',
      {
        title: 'Why your site is slow',
        body: '## Measure first\n\nMost of the weight is pictures.',
      },
      token,
    )
    expect(created.status).toBe(201)
    const id = created.body._id as string
    const saved = await api.put(
      `/api/posts/${id}?lang=de`,
      { body: '## Zuerst messen\n\nDas meiste Gewicht sind Bilder.' },
      token,
    )
    expect(saved.status).toBe(200)
    const german = (await api.get(`/api/posts/${id}?lang=de`)).body
    expect(german.bodyHtml).toContain('Zuerst messen')
    expect(german.bodyHtml).not.toContain('Measure first')
    expect(german.excerpt).toContain('Das meiste Gewicht')
    expect(german.title).toBe('Why your site is slow')
    expect((await api.get(`/api/posts/${id}`)).body.bodyHtml).toContain('Measure first')
  })

  it('refuses a language the site does not have', async () => {
    const answer = await api.get('/api/portfolio?lang=fr')
    expect(answer.status).toBe(400)
    expect(answer.body.errors.lang[0]).toMatch(/en, de/)
  })

  it('keeps the language a message was sent in', async () => {
    const sent = await api.post('/api/messages?lang=de', {
      name: 'Jana Becker',
      email: 'jana@example.de',
      subject: 'Neue Website',
      message: 'Wir brauchen eine neue Website für unser Büro.',
    })
    expect(sent.status).toBe(201)
    expect(sent.body.lang).toBe('de')
    const english = await api.post('/api/messages', {
      name: 'Sam Okafor',
      email: 'sam@example.com',
      subject: 'New website',
      message: 'We need a new website for our office.',
    })
    expect(english.body.lang).toBe('en')
  })
})

describe.each(engines)('the demo in German on %s', (engine) => {
  let app: TestApp
  afterAll(async () => {
    await app?.close()
  })

  it('brings German copy for the home page and one project, and says they are done', async () => {
    app = await startTestApp(engine, { SITE_LANGUAGES: 'en,de' })
    expect(await seedDemoContent(app.ctx.db, ['en', 'de'])).toBe(true)
    const api = apiClient(app.baseUrl)
    const home = await api.get('/api/content/home?lang=de')
    expect(home.body.content.hero.tagline).toBe(seedGerman.home['hero.tagline'])
    const projects = (await api.get('/api/portfolio?lang=de')).body as { title: string }[]
    expect(projects.map((p) => p.title)).toContain(seedGerman.firstProject.title)
    await upsertAdmin(app.ctx.db, OWNER)
    const token = await api.login(OWNER.email, OWNER.password)
    const states = (await api.get('/api/translations', token)).body as {
      type: string
      _id: string
      title: string
      state: string
    }[]
    const done = states.filter((s) => s.state === 'done').map((s) => `${s.type}/${s.title}`)
    expect(done.sort()).toEqual(['content/Home', 'portfolio/Brightmere Health Patient Portal'])
  })
})
