import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverCollections } from '~/collections.server'
import { upsertAdmin } from '~/features/team/admins.server'
import { columnOf } from '~/core/collections'
import { UNSUPPORTED_IMAGE_MESSAGE } from '~/features/uploads/image-rules'
import { MEDIA_IN_USE_MESSAGE } from '~/features/uploads/media'
import { openDatabase } from '~/lib/db.server'
import { migrateToLatest } from '../../db/migrate'
import { exportDatabase } from '../../db/transfer/export'
import { importDatabase } from '../../db/transfer/import'
import { apiClient, type ApiClient } from '../support/api-client'
import { createTestDatabase, engines, type TestDatabase } from '../support/databases'
import { migrateUpTo } from '../support/migrations'
import { makeImage } from '../support/images'
import { startTestApp, type TestApp } from '../support/test-app'

const OWNER = { email: 'owner@agency.test', password: 'correct horse battery' }
const EDITOR = { email: 'editor@agency.test', password: 'staple gun wombat 42' }
const SALES = { email: 'sales@agency.test', password: 'ledger lamp orchard 7' }

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-media-'))
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }))

function imageForm(bytes: Buffer, filename: string, type = 'image/png'): FormData {
  const data = new FormData()
  data.append('image', new Blob([new Uint8Array(bytes)], { type }), filename)
  return data
}

interface Use {
  type: string
  _id: string
  title: string
  trashed: boolean
  in?: 'draft' | 'revision'
}

describe.each(engines)('media library on %s', (engine) => {
  let database: TestDatabase
  let app: TestApp
  let api: ApiClient
  let token: string
  let editor: string
  let sales: string
  let size = 300

  /** A picture of its own (a new size each time: the library keeps one item per file). */
  const upload = async (filename: string, t = token) => {
    size += 7
    const bytes = await makeImage('png', { width: size, height: 200 })
    const res = await api.call('POST', '/api/upload', { raw: imageForm(bytes, filename), token: t })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as { _id: string; url: string }
  }
  const item = async (id: string) => (await api.get(`/api/media/${id}`, token)).body
  const usesOf = async (id: string) =>
    ((await item(id)).usedBy as Use[]).map(
      (u) => `${u.type}:${u.title}${u.trashed ? ' (trash)' : ''}${u.in ? ` (${u.in})` : ''}`,
    )
  const project = (imageUrl: string, title = 'Harbour Cafe') =>
    api.post(
      '/api/portfolio',
      {
        title,
        description: 'A site for a cafe.',
        imageUrl,
        category: 'web',
        technologies: ['React'],
        date: '2026-01-15',
      },
      token,
    )
  const product = (imageUrl: string, name = 'Starter site') =>
    api.post(
      '/api/products',
      { name, description: 'A five-page site.', price: 1500, imageUrl, category: 'Websites' },
      token,
    )

  beforeAll(async () => {
    database = await createTestDatabase(engine)
    app = await startTestApp(engine, {}, database)
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    token = await api.login(OWNER.email, OWNER.password)
    for (const [person, role] of [
      [EDITOR, 'editor'],
      [SALES, 'sales'],
    ] as const) {
      const made = await api.post(
        '/api/users',
        { ...person, username: person.email.split('@')[0], role },
        token,
      )
      expect(made.status).toBe(201)
    }
    editor = await api.login(EDITOR.email, EDITOR.password)
    sales = await api.login(SALES.email, SALES.password)
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  it('makes every upload an item, once per file, with its name, size, dimensions and uploader', async () => {
    const bytes = await makeImage('png', { width: 640, height: 480 })
    const first = await api.call('POST', '/api/upload', {
      raw: imageForm(bytes, 'Café terrace.png'),
      token: editor,
    })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ _id: expect.any(String), url: expect.any(String) })
    const again = await api.call('POST', '/api/upload', {
      raw: imageForm(bytes, 'copy.png'),
      token,
    })
    expect(again.body._id).toBe(first.body._id)
    expect(await item(first.body._id)).toMatchObject({
      url: first.body.url,
      filename: 'Café terrace.png',
      mimeType: 'image/png',
      width: 640,
      height: 480,
      size: expect.any(Number),
      alt: '',
      uploadedBy: { username: 'editor' },
      usedBy: [],
    })
  })

  it("refuses bytes that are not an accepted image with the contract's 415, whatever the name says", async () => {
    const res = await api.call('POST', '/api/upload', {
      raw: imageForm(Buffer.from('<?php echo "hi"; ?>'), 'photo.png'),
      token,
    })
    expect(res.status).toBe(415)
    expect(res.body).toEqual({ message: UNSUPPORTED_IMAGE_MESSAGE })
    const listed = (await api.get('/api/media?q=photo.png', token)).body
    expect(listed.total).toBe(0)
  })

  it('follows where an item is used through create, update, trash and restore', async () => {
    const photo = await upload('harbour.png')
    const other = await upload('other.png')
    const p = (await project(photo.url)).body
    const s = (await product(photo.url)).body
    expect((await usesOf(photo._id)).sort()).toEqual([
      'portfolio:Harbour Cafe',
      'products:Starter site',
    ])

    // A second picture field of the same record counts once.
    await api.put(`/api/portfolio/${p._id}`, { shareImageUrl: photo.url }, token)
    expect(await usesOf(photo._id)).toContain('portfolio:Harbour Cafe')
    expect((await item(photo._id)).usedBy).toHaveLength(2)

    await api.put(`/api/products/${s._id}`, { imageUrl: other.url }, token)
    // The product's earlier version still shows it: restoring that would bring it back.
    expect(await usesOf(photo._id)).toEqual([
      'portfolio:Harbour Cafe',
      'products:Starter site (revision)',
    ])
    expect(await usesOf(other._id)).toEqual(['products:Starter site'])

    expect((await api.del(`/api/portfolio/${p._id}`, token)).status).toBe(200)
    expect(await usesOf(photo._id)).toEqual([
      'portfolio:Harbour Cafe (trash)',
      'products:Starter site (revision)',
    ])

    const restored = await api.post(`/api/trash/portfolio/${p._id}/restore`, undefined, token)
    expect(restored.status).toBe(200)
    expect(await usesOf(photo._id)).toEqual([
      'portfolio:Harbour Cafe',
      'products:Starter site (revision)',
    ])
  })

  it('refuses to delete an item while a record (in the trash too) uses it, listing where', async () => {
    const photo = await upload('in-use.png')
    const s = (await product(photo.url, 'Care plan')).body
    const refused = await api.del(`/api/media/${photo._id}`, token)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({
      message: MEDIA_IN_USE_MESSAGE,
      usedBy: [{ type: 'products', _id: s._id, title: 'Care plan', trashed: false }],
    })
    await api.del(`/api/products/${s._id}`, token)
    const stillRefused = await api.del(`/api/media/${photo._id}`, token)
    expect(stillRefused.status).toBe(409)
    expect(stillRefused.body.usedBy).toEqual([
      { type: 'products', _id: s._id, title: 'Care plan', trashed: true },
    ])
    await api.del(`/api/trash/products/${s._id}`, token)
    const deleted = await api.del(`/api/media/${photo._id}`, token)
    expect(deleted.status).toBe(200)
    expect((await api.get(`/api/media/${photo._id}`, token)).status).toBe(404)
    // Nothing names the file any more, so its bytes went with it.
    expect((await fetch(app.baseUrl + photo.url)).status).toBe(404)
  })

  it('counts the brand, the site copy, drafts and earlier versions as uses, and a delete names them', async () => {
    const logo = await upload('logo.png')
    const face = await upload('face.png')
    const drafted = await upload('drafted.png')
    const older = await upload('older.png')

    const brand = await api.put('/api/settings/brand', { logoDarkUrl: logo.url }, token)
    expect(brand.status, JSON.stringify(brand.body)).toBe(200)
    expect(await usesOf(logo._id)).toEqual(['brand:Brand'])

    const team = (await api.get('/api/content/team')).body.content
    team.members[0].photo = { url: face.url, alt: '' }
    expect((await api.put('/api/content/team', team, token)).status).toBe(200)
    expect((await item(face._id)).usedBy).toEqual([
      { type: 'content', _id: 'team', title: 'Team', trashed: false },
    ])

    // A picture only an unpublished draft shows.
    const p = (await project(older.url, 'Lighthouse')).body
    const draft = await api.put(`/api/portfolio/${p._id}/draft`, { imageUrl: drafted.url }, token)
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    expect((await item(drafted._id)).usedBy).toEqual([
      { type: 'portfolio', _id: p._id, title: 'Lighthouse', trashed: false, in: 'draft' },
    ])
    // Published, the draft's picture is the record's; the one it replaced is in its History.
    expect((await api.post(`/api/portfolio/${p._id}/publish`, {}, token)).status).toBe(200)
    expect(await usesOf(drafted._id)).toEqual(['portfolio:Lighthouse'])
    expect(await usesOf(older._id)).toEqual(['portfolio:Lighthouse (revision)'])

    const names = async (query: string) =>
      ((await api.get(`/api/media?${query}`, token)).body.items as { filename: string }[]).map(
        (i) => i.filename,
      )
    for (const used of ['logo.png', 'face.png', 'drafted.png', 'older.png']) {
      expect(await names(`q=${used}&unused=1`)).toEqual([])
      expect(await names(`q=${used}`)).toEqual([used])
    }

    for (const [picture, usedBy] of [
      [logo, [{ type: 'brand', _id: 'brand', title: 'Brand', trashed: false }]],
      [
        older,
        [{ type: 'portfolio', _id: p._id, title: 'Lighthouse', trashed: false, in: 'revision' }],
      ],
    ] as const) {
      const refused = await api.del(`/api/media/${picture._id}`, token)
      expect(refused.status).toBe(409)
      expect(refused.body).toEqual({ message: MEDIA_IN_USE_MESSAGE, usedBy })
    }

    // Let go everywhere, the brand's logo is unused again and may go.
    await api.put('/api/settings/brand', { logoDarkUrl: null }, token)
    expect(await usesOf(logo._id)).toEqual([])
    expect((await api.del(`/api/media/${logo._id}`, token)).status).toBe(200)
  })

  it("replaces the brand's logo, the site copy's picture and a draft's too, and what the public reads changes", async () => {
    const photo = await upload('everywhere.png')
    await api.put('/api/settings/brand', { logoUrl: photo.url }, token)
    const team = (await api.get('/api/content/team')).body.content
    team.members[1].photo = { url: photo.url, alt: 'Ada at her desk' }
    expect((await api.put('/api/content/team', team, token)).status).toBe(200)
    const p = (await project(photo.url, 'Everywhere')).body
    await api.put(`/api/portfolio/${p._id}/draft`, { title: 'Everywhere, again' }, token)
    // Read once before, so the public answers below come from a cache that must hear of it.
    const teamCopy = async () => JSON.stringify((await api.get('/api/content/team')).body)
    expect(await teamCopy()).toContain(photo.url)
    expect((await api.get('/api/settings/brand')).body).toMatchObject({ logoUrl: photo.url })

    const bytes = await makeImage('jpeg', { width: 420, height: 420 })
    const replaced = await api.call('PUT', `/api/media/${photo._id}/file`, {
      raw: imageForm(bytes, 'everywhere-2.jpg', 'image/jpeg'),
      token,
    })
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    const url = replaced.body.url as string
    expect(url).not.toBe(photo.url)

    expect((await api.get('/api/settings/brand')).body).toMatchObject({ logoUrl: url })
    const copy = (await api.get('/api/content/team')).body.content
    expect(copy.members[1].photo).toEqual({ url, alt: 'Ada at her desk' })
    expect(await teamCopy()).not.toContain(photo.url)
    // The draft, once published, shows the new file, not the old one.
    expect((await api.get(`/api/portfolio/${p._id}/draft`, token)).body.imageUrl).toBe(url)
    expect((await api.post(`/api/portfolio/${p._id}/publish`, {}, token)).status).toBe(200)
    expect((await api.get(`/api/portfolio/${p._id}`)).body).toMatchObject({
      title: 'Everywhere, again',
      imageUrl: url,
    })
    expect(await usesOf(photo._id)).toEqual([
      'portfolio:Everywhere, again',
      'brand:Brand',
      'content:Team',
    ])

    const log = (await api.get('/api/activity?limit=50', token)).body as {
      entityId: string
      summary: string
    }[]
    expect(log.find((e) => e.entityId === photo._id)?.summary).toMatch(/; 3 records show it\)$/)
    await api.put('/api/settings/brand', { logoUrl: null }, token)
  })

  it('replaces the file: a new URL, shown by every record that used the item, trash included', async () => {
    const photo = await upload('team.png')
    const p = (await project(photo.url, 'Team page')).body
    const s = (await product(photo.url, 'Team shoot')).body
    const trashed = (await product(photo.url, 'Old shoot')).body
    await api.del(`/api/products/${trashed._id}`, token)
    await api.patch(`/api/media/${photo._id}`, { alt: 'The team on the quay' }, token)

    const bytes = await makeImage('jpeg', { width: 900, height: 600 })
    const replaced = await api.call('PUT', `/api/media/${photo._id}/file`, {
      raw: imageForm(bytes, 'team-2027.jpg', 'image/jpeg'),
      token: editor,
    })
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    expect(replaced.body).toMatchObject({
      _id: photo._id,
      filename: 'team.png',
      alt: 'The team on the quay',
      mimeType: 'image/jpeg',
      width: 900,
      height: 600,
    })
    const url = replaced.body.url as string
    expect(url).not.toBe(photo.url)
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{64}\.jpg$/)
    expect((await api.get(`/api/portfolio/${p._id}`)).body.imageUrl).toBe(url)
    expect((await api.get(`/api/products/${s._id}`)).body.imageUrl).toBe(url)
    expect(
      (await api.get('/api/products')).body.map((x: { imageUrl: string }) => x.imageUrl),
    ).not.toContain(photo.url)
    await api.post(`/api/trash/products/${trashed._id}/restore`, undefined, token)
    expect((await api.get(`/api/products/${trashed._id}`)).body.imageUrl).toBe(url)
    expect((replaced.body.usedBy as Use[]).map((u) => u.title).sort()).toEqual([
      'Old shoot',
      'Team page',
      'Team shoot',
    ])
    // The old file still answers: revisions name it, and its URL was cached forever.
    expect((await fetch(app.baseUrl + photo.url)).status).toBe(200)
    expect((await fetch(app.baseUrl + url)).status).toBe(200)

    // Bad bytes are refused as an upload is, and leave the item as it was.
    const bad = await api.call('PUT', `/api/media/${photo._id}/file`, {
      raw: imageForm(Buffer.from('not an image at all'), 'x.jpg', 'image/jpeg'),
      token,
    })
    expect(bad.status).toBe(415)
    expect(bad.body).toEqual({ message: UNSUPPORTED_IMAGE_MESSAGE })
    expect((await item(photo._id)).url).toBe(url)

    const log = (await api.get('/api/activity?limit=50', token)).body as {
      action: string
      entity: string
      entityId: string
      summary: string
    }[]
    expect(
      log.find((e) => e.entity === 'upload' && e.entityId === photo._id && e.action === 'update')
        ?.summary,
    ).toMatch(/^Replaced the file of "team.png" \(900×600, .*; 3 records show it\)$/)
  })

  it("finds a picture inside a composed page's sections, refuses its delete and repoints it", async () => {
    const photo = await upload('campaign.png')
    const page = await api.post(
      '/api/pages',
      {
        title: 'Campaign',
        path: '/media/campaign',
        sections: [
          { type: 'text', markdown: 'Intro.' },
          { type: 'imageText', image: photo.url, alt: 'Us', heading: 'Who', markdown: 'We.' },
        ],
      },
      token,
    )
    expect(page.status).toBe(201)
    expect(await usesOf(photo._id)).toEqual(['pages:Campaign'])
    expect((await api.del(`/api/media/${photo._id}`, token)).status).toBe(409)

    const bytes = await makeImage('jpeg', { width: 640, height: 480 })
    const replaced = await api.call('PUT', `/api/media/${photo._id}/file`, {
      raw: imageForm(bytes, 'campaign-2.jpg', 'image/jpeg'),
      token,
    })
    expect(replaced.status).toBe(200)
    const read = (await api.get(`/api/pages/${page.body._id}`, token)).body
    expect(read.sections[1].image).toBe(replaced.body.url)
    // In the trash it is still a use, of the trashed page.
    await api.del(`/api/pages/${page.body._id}`, token)
    expect(await usesOf(photo._id)).toEqual(['pages:Campaign (trash)'])
  })

  it('renames and describes an item; the name and alt text are checked', async () => {
    const photo = await upload('IMG_0001.png')
    const res = await api.patch(
      `/api/media/${photo._id}`,
      { filename: 'Quay at dusk.png', alt: '  Boats moored at dusk  ' },
      editor,
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ filename: 'Quay at dusk.png', alt: 'Boats moored at dusk' })
    const bad = await api.patch(
      `/api/media/${photo._id}`,
      { filename: 'a/b.png', alt: 'x'.repeat(201) },
      token,
    )
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['alt', 'filename'])
    expect((await api.patch(`/api/media/${photo._id}`, { url: '/elsewhere' }, token)).status).toBe(
      400,
    )
    expect((await api.patch('/api/media/not-an-id', { alt: 'x' }, token)).status).toBe(404)
  })

  it('searches names and alt texts, filters the unused and sorts by date, name and size', async () => {
    const a = await upload('zebra-crossing.png')
    const b = await upload('aardvark.png')
    await api.patch(`/api/media/${b._id}`, { alt: 'A Zebra-striped awning' }, token)
    const used = await upload('used-zebra.png')
    await product(used.url, 'Zebra plan')

    const names = async (query: string) =>
      ((await api.get(`/api/media?${query}`, token)).body.items as { filename: string }[]).map(
        (i) => i.filename,
      )
    expect(await names('q=ZEBRA')).toEqual(['used-zebra.png', 'aardvark.png', 'zebra-crossing.png'])
    expect(await names('q=zebra&unused=1')).toEqual(['aardvark.png', 'zebra-crossing.png'])
    expect(await names('q=zebra&sort=name')).toEqual([
      'aardvark.png',
      'used-zebra.png',
      'zebra-crossing.png',
    ])
    // Each upload here is wider than the one before, so larger.
    expect(await names('q=zebra&sort=size')).toEqual([
      'used-zebra.png',
      'aardvark.png',
      'zebra-crossing.png',
    ])
    expect(await names('q=%25')).toEqual([])
    const page = (await api.get('/api/media?q=zebra&limit=1&offset=1', token)).body
    expect(page.total).toBe(3)
    expect(page.items.map((i: { _id: string }) => i._id)).toEqual([b._id])
    expect((await api.get('/api/media?sort=colour', token)).status).toBe(400)
    expect((await api.get('/api/media?limit=0', token)).status).toBe(400)
    void a
  })

  it("finds every collection's declared picture field in its table's column of that name", async () => {
    const tables = await app.ctx.db.introspection.getTables()
    const pictured = serverCollections.filter(({ collection }) => collection.images.length)
    expect(pictured.length).toBeGreaterThan(0)
    for (const { collection } of pictured) {
      const columns = tables.find((t) => t.name === collection.table)?.columns.map((c) => c.name)
      for (const field of collection.images) expect(columns).toContain(columnOf(field.url))
    }
  })

  it('is for staff with the content right', async () => {
    expect((await api.get('/api/media')).status).toBe(401)
    expect((await api.get('/api/media', sales)).status).toBe(403)
    expect((await api.get('/api/media', editor)).status).toBe(200)
  })

  it('travels in an export and comes back whole in an import', async () => {
    const photo = await upload('travels.png')
    await api.patch(
      `/api/media/${photo._id}`,
      { alt: 'A suitcase', focalPoint: { x: 20, y: 70 } },
      token,
    )
    const before = (await api.get('/api/media?limit=200', token)).body
    const file = path.join(workDir, `${engine}.agency-export`)
    const source = await openDatabase(database.url)
    await exportDatabase(source, file).finally(() => source.close())

    const target = await createTestDatabase(engine)
    await importDatabase(target.url, file)
    const copy = await startTestApp(engine, {}, target)
    try {
      const copyApi = apiClient(copy.baseUrl)
      const copyToken = await copyApi.login(OWNER.email, OWNER.password)
      const after = (await copyApi.get('/api/media?limit=200', copyToken)).body
      expect(after).toEqual(before)
      expect(after.items.find((i: { _id: string }) => i._id === photo._id)).toMatchObject({
        alt: 'A suitcase',
        focalPoint: { x: 20, y: 70 },
      })
      expect((await fetch(copy.baseUrl + photo.url)).status).toBe(200)
    } finally {
      await copy.close()
      await target.drop()
    }
  })
})

describe.each(engines)('migration 022 on %s', (engine) => {
  it('makes every stored image an item, described by a record that shows it', async () => {
    const database = await createTestDatabase(engine)
    const handle = await openDatabase(database.url)
    try {
      const old = await migrateUpTo(handle, '021-content-changes')
      const hash = 'a'.repeat(64)
      const png = await makeImage('png', { width: 40, height: 30 })
      await old
        .insertInto('images')
        .values({
          hash,
          mime: 'image/png',
          width: 40,
          height: 30,
          size: png.length,
          data: png,
          created_at: '2025-03-01T10:00:00.000Z',
        })
        .execute()
      const now = '2025-03-02T10:00:00.000Z'
      await old
        .insertInto('products')
        .values({
          id: '00000000-0000-4000-8000-000000000001',
          name: 'Old product',
          description: 'Made before the library.',
          price_cents: 100,
          image_url: `/uploads/${hash}.png`,
          image_alt: 'A red bicycle',
          category: 'Websites',
          features: '[]',
          in_stock: 1,
          popular: 0,
          created_at: now,
          updated_at: now,
        })
        .execute()
      await migrateToLatest(handle)
    } finally {
      await handle.close()
    }
    const app = await startTestApp(engine, {}, database)
    try {
      const api = apiClient(app.baseUrl)
      await upsertAdmin(app.ctx.db, OWNER)
      const token = await api.login(OWNER.email, OWNER.password)
      const { items } = (await api.get('/api/media', token)).body
      expect(items).toEqual([
        expect.objectContaining({
          url: `/uploads/${'a'.repeat(64)}.png`,
          filename: `${'a'.repeat(12)}.png`,
          alt: 'A red bicycle',
          width: 40,
          height: 30,
          createdAt: '2025-03-01T10:00:00.000Z',
          uploadedBy: null,
          usedBy: [
            {
              type: 'products',
              _id: '00000000-0000-4000-8000-000000000001',
              title: 'Old product',
              trashed: false,
            },
          ],
        }),
      ])
    } finally {
      await app.close()
      await database.drop()
    }
  })
})
