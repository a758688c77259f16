import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverCollections } from '~/collections.server'
import type { AnyServerCollection } from '~/core/collection.server'
import { createAccount } from '~/features/team/accounts.server'
import { upsertAdmin } from '~/features/team/admins.server'
import { storeImage } from '~/features/uploads/queries.server'
import { exportDatabase } from '../../db/transfer/export'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { makeImage } from '../support/images'
import { startTestApp, type TestApp } from '../support/test-app'

const OWNER = { email: 'owner@agency.test', password: 'correct horse battery' }
const SALES = { email: 'sales@agency.test', password: 'staple gun wombat 42' }
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-collections-'))
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }))

/**
 * Every declared collection (app/collections.ts) through the shared paths its declaration
 * drives (ADR 076): the API, rights, revisions and history, the trash, the activity log, the
 * export and the OpenAPI document. A new collection is covered by being declared.
 */
describe.each(engines)('every collection on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let owner: string
  let sales: string
  let imageUrl: string

  beforeAll(async () => {
    app = await startTestApp(engine)
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    await createAccount(
      app.ctx.db,
      { _id: 'test', username: 'test' },
      {
        ...SALES,
        username: 'sam',
        role: 'sales',
      },
    )
    owner = await api.login(OWNER.email, OWNER.password)
    sales = await api.login(SALES.email, SALES.password)
    imageUrl = (await storeImage(app.ctx.db, await makeImage('png'))).url
  })
  afterAll(async () => {
    await app?.close()
  })

  let made = 0
  /**
   * The declaration's example, its image fields given an uploaded picture; a path the record
   * chooses for itself (a composed page's) made its own, as no two records may share one.
   */
  const exampleOf = ({ collection, example }: AnyServerCollection) => {
    const own = collection.pages?.ownPath
    made += 1
    return {
      ...example,
      ...Object.fromEntries(
        collection.images.filter((field) => !field.within).map((field) => [field.url, imageUrl]),
      ),
      ...(own && { [own]: `${String(example[own])}-${made}` }),
    }
  }

  describe.each(serverCollections.map((s) => [s.collection.id, s] as const))(
    '%s',
    (_id, server) => {
      const { collection } = server
      const base = `/api/${collection.id}`

      it('creates, lists, reads, updates and deletes a record, with the declared texts', async () => {
        expect((await api.post(base, exampleOf(server))).status).toBe(401)
        expect((await api.post(base, exampleOf(server), sales)).status).toBe(403)

        const created = await api.post(base, exampleOf(server), owner)
        expect(created.status).toBe(201)
        const id: string = created.body._id
        // Reads are public, or the team's for a kind that says so (composed pages).
        const reader = collection.teamReads ? owner : undefined
        if (reader) {
          expect((await api.get(base)).status).toBe(401)
          expect((await api.get(`${base}/${id}`)).status).toBe(401)
          expect((await api.get(base, sales)).status).toBe(403)
        }
        expect((await api.get(base, reader)).body.map((r: { _id: string }) => r._id)).toContain(id)
        expect((await api.get(`${base}/${id}`, reader)).body).toEqual(created.body)

        const [field] = collection.translate
        const updated = await api.put(`${base}/${id}`, { [field!]: 'Changed by the test' }, owner)
        expect(updated.status).toBe(200)
        expect(updated.body[field!]).toEqual(
          Array.isArray(created.body[field!]) ? ['Changed by the test'] : 'Changed by the test',
        )

        const deleted = await api.del(`${base}/${id}`, owner)
        expect(deleted).toMatchObject({ status: 200, body: { message: collection.texts.deleted } })
        expect(await api.get(`${base}/${id}`, reader)).toMatchObject({
          status: 404,
          body: { message: collection.texts.notFound },
        })
      })

      it('keeps a revision of each publish, named in the activity log, and restores one', async () => {
        if (!collection.editorial.revisions) return
        const created = (await api.post(base, exampleOf(server), owner)).body
        const name = collection.activity.nameOf(created)
        const [field] = collection.translate
        await api.put(`${base}/${created._id}`, { [field!]: 'A second version' }, owner)

        const revisions = (await api.get(`${base}/${created._id}/revisions`, owner)).body
        expect(revisions).toHaveLength(2)
        const activity = (
          await api.get(`/api/activity?entity=${collection.activity.entity}`, owner)
        ).body as { entityId: string; summary: string; revisionId: string | null }[]
        const entries = activity.filter((entry) => entry.entityId === created._id)
        expect(entries.map((entry) => entry.summary)).toEqual([
          expect.stringContaining(`the ${collection.labels.singular}`),
          `Created the ${collection.labels.singular} "${name}"`,
        ])
        // Each entry links to the revision it published (the History screen opens it).
        expect(entries.map((entry) => entry.revisionId).sort()).toEqual(
          revisions.map((r: { _id: string }) => r._id).sort(),
        )

        const first = revisions.at(-1)._id
        const restored = await api.post(
          `${base}/${created._id}/revisions/${first}/restore`,
          undefined,
          owner,
        )
        expect(restored.status).toBe(200)
        expect(restored.body[field!]).toEqual(created[field!])
      })

      it('moves a deleted record to the trash and brings it back', async () => {
        const created = (await api.post(base, exampleOf(server), owner)).body
        await api.del(`${base}/${created._id}`, owner)
        const trash = (await api.get('/api/trash', owner)).body as { _id: string; type: string }[]
        if (!collection.editorial.trash) {
          expect(trash.map((item) => item._id)).not.toContain(created._id)
          return
        }
        expect(trash).toContainEqual(
          expect.objectContaining({
            _id: created._id,
            type: collection.id,
            title: collection.activity.nameOf(created),
            // The trash shows the record's first picture beside it, whatever the field's name.
            imageUrl: collection.images[0] ? created[collection.images[0].url] : null,
          }),
        )
        const back = await api.post(`/api/trash/${collection.id}/${created._id}/restore`, {}, owner)
        expect(back.status).toBe(200)
        expect(
          (await api.get(`${base}/${created._id}`, collection.teamReads ? owner : undefined)).body,
        ).toEqual(created)
      })

      it('is in the export, under its table', async () => {
        await api.post(base, exampleOf(server), owner)
        const file = path.join(workDir, `${engine}-${collection.id}.ndjson.gz`)
        await exportDatabase(app.ctx.database, file)
        const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').trim().split('\n')
        // The end line counts each table's rows: at least the one just created.
        const { end } = JSON.parse(lines.at(-1)!) as { end: Record<string, number> }
        expect(end[collection.table], `${collection.table} in the export`).toBeGreaterThan(0)
      })

      it('is in the OpenAPI document', async () => {
        const doc = (await api.get('/api/openapi.json')).body
        expect(Object.keys(doc.paths)).toEqual(
          expect.arrayContaining([base, `${base}/{id}`, `${base}/{id}/revisions`]),
        )
        expect(doc.components.schemas[server.openapi.name]).toBeDefined()
      })
    },
  )
})
