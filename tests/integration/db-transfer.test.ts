import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { openDatabase } from '~/lib/db.server'
import { migrateToLatest } from '../../db/migrate'
import { backupDatabase } from '../../db/transfer/backup'
import { exportDatabase } from '../../db/transfer/export'
import { importDatabase } from '../../db/transfer/import'
import { DERIVED_TABLES, isEngineIndexTable, TRANSFER_TABLES } from '../../db/transfer/tables'
import { apiClient, validMessage } from '../support/api-client'
import { createTestDatabase, engines, type Engine, type TestDatabase } from '../support/databases'
import { makeImage } from '../support/images'
import { manualClock } from '../support/clock'
import { startTestApp } from '../support/test-app'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const OWNER = { email: 'owner@agency.test', password: 'correct horse battery' }
const EDITOR = { email: 'editor@agency.test', password: 'staple gun wombat 42' }

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-transfer-'))
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }))
const tmpFile = (name: string) => path.join(workDir, name)

/** Every row of every table, sorted, bytes as Buffers: what "the same database" means here. */
async function snapshot(url: string) {
  const handle = await openDatabase(url)
  try {
    const db = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>
    const tables: Record<string, Record<string, unknown>[]> = {}
    for (const table of TRANSFER_TABLES) {
      const rows = await db.selectFrom(table).selectAll().execute()
      const key = (row: Record<string, unknown>) =>
        JSON.stringify(row, (_k, v: unknown) =>
          v && typeof v === 'object' && 'type' in v && v.type === 'Buffer'
            ? createHash('sha256')
                .update(Buffer.from((v as unknown as { data: number[] }).data))
                .digest('hex')
            : v,
        )
      tables[table] = rows.sort((a, b) => (key(a) < key(b) ? -1 : 1))
    }
    return tables
  } finally {
    await handle.close()
  }
}

/** Content, accounts, messages, the outbox, activity and images, all through the real API. */
async function seedThroughApi(engine: Engine, database: TestDatabase) {
  // An unreachable mail server: messages queue notifications that fail and carry an error.
  // Three days ago: the visits counted then are daily figures by now.
  const clock = manualClock(new Date(Date.now() - 3 * 86_400_000))
  const app = await startTestApp(
    engine,
    { CONTACT_RATE_LIMIT: '0', SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_EMAIL: 'inbox@agency.test' },
    database,
    { clock },
  )
  try {
    const api = apiClient(app.baseUrl)
    for (const [path, address] of [
      ['/?utm_campaign=autumn', '192.0.2.1'],
      ['/services', '192.0.2.1'],
      ['/portfolio', '192.0.2.2'],
    ] as const) {
      app.ctx.analytics.count(
        { method: 'GET', url: path, status: 200, headers: { 'user-agent': BROWSER } },
        () => address,
      )
    }
    await app.ctx.jobs.tick()
    clock.set(new Date())
    await app.ctx.jobs.tick()
    await upsertAdmin(app.ctx.db, { ...OWNER, username: 'Olivia' })
    await upsertAdmin(app.ctx.db, { ...EDITOR, username: 'Émile' })
    const token = await api.login(OWNER.email, OWNER.password)
    expect(
      (await api.post('/api/auth/login', { ...EDITOR, password: 'wrong-password!' })).status,
    ).toBe(400)

    const images: { url: string; bytes: Buffer }[] = []
    for (const [format, type] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      const data = new FormData()
      const original = await makeImage(format, { width: 900, height: 500 })
      data.append('image', new Blob([new Uint8Array(original)], { type }), `photo.${format}`)
      const res = await api.call('POST', '/api/upload', { raw: data, token })
      expect(res.status).toBe(201)
      const served = await fetch(app.baseUrl + res.body.url)
      images.push({ url: res.body.url, bytes: Buffer.from(await served.arrayBuffer()) })
    }

    const portfolio = await api.post(
      '/api/portfolio',
      {
        title: 'Harbour "Freight" Portal — ünïcödé 🚢',
        description: 'Line one\nline two, with a tab\tand a backslash \\',
        imageUrl: images[0]!.url,
        projectUrl: 'https://example.com/harbour',
        category: 'web',
        technologies: ['React', 'Node.js'],
        client: null,
      },
      token,
    )
    expect(portfolio.status).toBe(201)
    const product = await api.post(
      '/api/products',
      {
        name: 'Business Website',
        description: 'Five pages and a CMS.',
        price: 2499.99,
        imageUrl: images[1]!.url,
        category: 'Website Solutions',
        features: 'CMS, SEO basics',
        popular: true,
      },
      token,
    )
    expect(product.status).toBe(201)
    expect(
      (await api.post('/api/faqs', { question: 'How long?', answer: '4–6 weeks.' }, token)).status,
    ).toBe(201)
    const home = (await api.get('/api/content/home')).body.content
    home.hero.tagline = 'Websites that load before you blink'
    expect((await api.put('/api/content/home', home, token)).status).toBe(200)

    const messageIds: string[] = []
    for (const [i, text] of [
      'A plain message.',
      'Ünïcödé ✓ and "quotes"',
      'Multi\nline\r\nmessage\twith a tab',
    ].entries()) {
      const res = await api.post('/api/messages', {
        ...validMessage,
        subject: `Subject ${i}`,
        message: text,
        ...(i === 1 ? { phone: '+44 20 7946 0000' } : {}),
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      messageIds.push(res.body._id)
    }
    expect((await api.put(`/api/messages/${messageIds[1]}/read`, undefined, token)).status).toBe(
      200,
    )
    return { images, messageIds }
  } finally {
    await app.close()
  }
}

/** Spawns one of the real command-line tools. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** A failure as the tools must report it: exit 1 and one line, no stack. */
function expectOneLineFailure(result: { code: number | null; stderr: string }, pattern: RegExp) {
  expect(result.code, result.stderr).toBe(1)
  expect(result.stderr).toMatch(/^[^\n]+\n$/)
  expect(result.stderr).not.toMatch(/\n\s+at /)
  expect(result.stderr).toMatch(pattern)
}

describe.each(engines)('the transfer table list on %s', (engine) => {
  it('names every table of a migrated database, and nothing else', async () => {
    const database = await createTestDatabase(engine)
    const handle = await openDatabase(database.url)
    try {
      await migrateToLatest(handle)
      const tables = (await handle.db.introspection.getTables())
        .map((t) => t.name)
        .filter((name) => !DERIVED_TABLES.includes(name) && !isEngineIndexTable(name))
      expect([...TRANSFER_TABLES].sort()).toEqual(tables.sort())
    } finally {
      await handle.close()
      await database.drop()
    }
  })
})

const directions = (
  [
    ['sqlite', 'postgres'],
    ['postgres', 'sqlite'],
  ] as const
).filter(([from, to]) => engines.includes(from) && engines.includes(to))

describe.each(directions)('export from %s, import into %s', (from, to) => {
  let source: TestDatabase
  let target: TestDatabase
  let seeded: Awaited<ReturnType<typeof seedThroughApi>>
  const file = tmpFile(`${from}-to-${to}.ndjson.gz`)

  beforeAll(async () => {
    source = await createTestDatabase(from)
    target = await createTestDatabase(to)
    seeded = await seedThroughApi(from, source)
  })
  afterAll(async () => {
    await source?.drop()
    await target?.drop()
  })

  it('brings back every record and every byte, and the old passwords still sign in', async () => {
    const handle = await openDatabase(source.url)
    const exported = await exportDatabase(handle, file).finally(() => handle.close())
    expect(exported.counts).toMatchObject({
      users: 2,
      messages: 3,
      notification_outbox: 3,
      images: 2,
      analytics_visits: 2,
    })
    expect(exported.counts.analytics_daily).toBeGreaterThan(0)
    expect(exported.counts.image_variants).toBeGreaterThan(0)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)

    await importDatabase(target.url, file)
    const before = await snapshot(source.url)
    expect(await snapshot(target.url)).toEqual(before)
    for (const table of ['users', 'sessions', 'activity', 'login_attempts', 'site_content']) {
      expect(before[table]!.length, table).toBeGreaterThan(0)
    }

    // The same bytes out again: the target's export differs from the source's in its header only.
    const again = tmpFile(`${from}-to-${to}-again.ndjson.gz`)
    const targetHandle = await openDatabase(target.url)
    await exportDatabase(targetHandle, again).finally(() => targetHandle.close())
    const body = (f: string) => gunzipSync(fs.readFileSync(f)).toString().split('\n').slice(1)
    expect(body(again)).toEqual(body(file))

    const app = await startTestApp(to, {}, target)
    try {
      const api = apiClient(app.baseUrl)
      const token = await api.login(OWNER.email, OWNER.password)
      await api.login(EDITOR.email, EDITOR.password)
      for (const image of seeded.images) {
        const served = await fetch(app.baseUrl + image.url)
        expect(served.status).toBe(200)
        expect(Buffer.from(await served.arrayBuffer()).equals(image.bytes)).toBe(true)
      }
      const messages = (await api.get('/api/messages', token)).body as {
        _id: string
        read: boolean
      }[]
      expect(messages.map((m) => m._id).sort()).toEqual([...seeded.messageIds].sort())
      expect(messages.find((m) => m._id === seeded.messageIds[1])!.read).toBe(true)
      expect(messages.filter((m) => m.read)).toHaveLength(1)
    } finally {
      await app.close()
    }
  })

  it('refuses a database that holds content, and with --replace makes it the export', async () => {
    // Sign-ins above changed the target; the refusal leaves it exactly as it is.
    const held = await snapshot(target.url)
    await expect(importDatabase(target.url, file)).rejects.toThrow(
      /already holds content \(.*users.*\): add --replace to overwrite it/,
    )
    expect(await snapshot(target.url)).toEqual(held)

    // The target's own content, and a content version ahead of the file's.
    const app = await startTestApp(to, { CONTACT_RATE_LIMIT: '0' }, target)
    const extra = await apiClient(app.baseUrl).post('/api/messages', validMessage)
    await app.ctx.db.updateTable('content_version').set({ version: 1000 }).execute()
    await app.close()

    await importDatabase(target.url, file, { replace: true })
    const replaced = await snapshot(target.url)
    const expected = await snapshot(source.url)
    expect(replaced.messages!.map((m) => m.id)).not.toContain(extra.body._id)
    // Instances still serving pages cached at version 1000 must see a newer one.
    expect(replaced.content_version).toEqual([{ id: 1, version: 1001 }])
    expect({ ...replaced, content_version: [] }).toEqual({ ...expected, content_version: [] })
  })
})

describe('bad export files', () => {
  let good: string
  let lines: string[]
  const targets = new Map<Engine, TestDatabase>()

  beforeAll(async () => {
    // A small site, exported by the real command, imported by it into each engine.
    const source = await createTestDatabase('sqlite')
    const app = await startTestApp('sqlite', {}, source)
    await upsertAdmin(app.ctx.db, OWNER)
    await apiClient(app.baseUrl).post('/api/messages', validMessage)
    await app.close()
    good = tmpFile('small.ndjson.gz')
    const exported = await runScript('db-export', [good], { DATABASE_URL: source.url })
    expect(exported.code, exported.stderr).toBe(0)
    expect(exported.stdout).toMatch(
      new RegExp(
        `^Exported \\d+ rows of ${TRANSFER_TABLES.length} tables from SQLite .* to .*\\(.* kB\\) in [\\d.]+ s\\n$`,
      ),
    )
    await source.drop()
    lines = gunzipSync(fs.readFileSync(good)).toString().split('\n')
    for (const engine of engines) targets.set(engine, await createTestDatabase(engine))
    const imports = await Promise.all(
      engines.map((engine) =>
        runScript('db-import', [good], { DATABASE_URL: targets.get(engine)!.url }),
      ),
    )
    for (const imported of imports) {
      expect(imported.code, imported.stderr).toBe(0)
      expect(imported.stdout).toMatch(
        new RegExp(
          `^Imported \\d+ rows of ${TRANSFER_TABLES.length} tables from .* into (SQLite|PostgreSQL) `,
        ),
      )
    }
  })
  afterAll(async () => {
    for (const target of targets.values()) await target.drop()
  })

  const variant = (name: string, content: Buffer | string) => {
    const f = tmpFile(name)
    fs.writeFileSync(f, content)
    return f
  }
  const edited = (change: (lines: string[]) => void) => {
    const copy = [...lines]
    change(copy)
    return gzipSync(copy.join('\n'))
  }
  const messageRow = () => lines.findIndex((l) => l.includes(validMessage.subject))

  it('the command refuses a truncated file and a corrupt line: one line, exit 1, target unchanged', async () => {
    const truncated = fs.readFileSync(good)
    const files = {
      truncated: variant('truncated.gz', truncated.subarray(0, Math.floor(truncated.length / 2))),
      corrupt: variant(
        'corrupt-line.gz',
        edited((l) => (l[messageRow()] = l[messageRow()]!.slice(0, 20))),
      ),
    }
    for (const engine of engines) {
      const url = targets.get(engine)!.url
      const before = await snapshot(url)
      const [t, c, refused] = await Promise.all([
        runScript('db-import', [files.truncated, '--replace'], { DATABASE_URL: url }),
        runScript('db-import', [files.corrupt, '--replace'], { DATABASE_URL: url }),
        runScript('db-import', [good], { DATABASE_URL: url }),
      ])
      expectOneLineFailure(
        t,
        /^truncated\.gz: truncated or corrupt \(gzip: unexpected end of file\)/,
      )
      expectOneLineFailure(
        c,
        new RegExp(`^corrupt-line\\.gz: line ${messageRow() + 1}: not valid JSON`),
      )
      expectOneLineFailure(
        refused,
        /already holds content \(1 users, .*1 messages.*\): add --replace/,
      )
      expect(await snapshot(url)).toEqual(before)
    }
  })

  it('the commands answer a missing file with one line, and bad arguments with the usage', async () => {
    const url = `file:${tmpFile('never-created.db')}`
    const [missing, noFile, twoFiles, unknownOption] = await Promise.all([
      runScript('db-import', [tmpFile('missing.gz')], { DATABASE_URL: url }),
      runScript('db-import', [], { DATABASE_URL: url }),
      runScript('db-backup', ['a', 'b'], { DATABASE_URL: url }),
      runScript('db-export', [good, '--force'], { DATABASE_URL: url }),
    ])
    expectOneLineFailure(missing, /missing\.gz: no such file/)
    for (const result of [noFile, twoFiles, unknownOption]) {
      expect(result.code).toBe(2)
      expect(result.stderr).toMatch(/^Usage: npm run db:/)
    }
    expect(fs.existsSync(url.slice('file:'.length))).toBe(false)
  })

  it.each(engines)('nothing of a bad file reaches %s, nor creates a database', async (engine) => {
    const url = targets.get(engine)!.url
    const header = JSON.parse(lines[0]!) as Record<string, unknown>
    const migrations = [...(header.migrations as string[]), '999-later']
    const cases: [string, Buffer | string, RegExp][] = [
      ['cut-at-a-line.gz', edited((l) => l.splice(messageRow() + 1)), /truncated: no end line/],
      [
        'row-missing.gz',
        edited((l) => l.splice(messageRow(), 1)),
        /the end line counts 1 rows of messages, the file holds 0/,
      ],
      [
        'newer-format.gz',
        edited((l) => (l[0] = JSON.stringify({ ...header, version: 2 }))),
        /newer version of the site \(export format 2; this one reads format 1\)/,
      ],
      [
        'newer-schema.gz',
        edited((l) => (l[0] = JSON.stringify({ ...header, migrations }))),
        /newer version of the site \(its schema has 999-later/,
      ],
      [
        'bad-value.gz',
        edited((l) => (l[messageRow()] = l[messageRow()]!.replace(/^\["[^"]*"/, '[{"x":1}'))),
        /line \d+: messages\.id: not a valid value/,
      ],
      ['not-an-export.json', fs.readFileSync('package.json'), /not an export of this site/],
      ['empty.gz', gzipSync(''), /the file is empty/],
      ['random.gz', Buffer.from([0x1f, 0x8b, 1, 2, 3, 4, 5]), /truncated or corrupt/],
    ]
    const before = await snapshot(url)
    for (const [name, content, message] of cases) {
      const file = variant(`${engine}-${name}`, content)
      await expect(importDatabase(url, file, { replace: true }), name).rejects.toThrow(message)
      const nowhere = tmpFile(`${engine}-${name}.db`)
      await expect(importDatabase(`file:${nowhere}`, file)).rejects.toThrow(message)
      expect(fs.existsSync(nowhere)).toBe(false)
    }
    expect(await snapshot(url)).toEqual(before)
  })
})

describe.each(engines)('a backup on %s while 500 messages are being written', (engine) => {
  it('holds every message acknowledged before it started', async () => {
    const app = await startTestApp(engine, { CONTACT_RATE_LIMIT: '0' })
    const file = tmpFile(`live-${engine}.backup`)
    const acked: string[] = []
    let before: string[] | undefined
    let ackedWhenDone = 0
    let backup: Promise<{ code: number | null; stdout: string; stderr: string }> | undefined
    try {
      const api = apiClient(app.baseUrl)
      let next = 0
      const writer = async () => {
        while (next < 500) {
          const n = next++
          const res = await api.post('/api/messages', { ...validMessage, subject: `Message ${n}` })
          expect(res.status).toBe(201)
          acked.push(res.body._id)
          if (acked.length === 150) {
            before = [...acked]
            backup = runScript('db-backup', [file], { DATABASE_URL: app.ctx.env.DATABASE_URL })
            void backup.then(() => (ackedWhenDone = acked.length))
          }
        }
      }
      await Promise.all(Array.from({ length: 8 }, writer))
      const result = await backup!
      expect(result.code, result.stderr).toBe(0)
      expect(result.stdout).toMatch(engine === 'sqlite' ? /SQLite snapshot/ : /\(export, /)
      // The site kept taking messages while the backup ran.
      expect(ackedWhenDone).toBeGreaterThan(150)
      // Nothing is left beside the backup: no partial file, no -wal or -shm of one.
      expect(fs.readdirSync(workDir).filter((f) => f.includes('.partial'))).toEqual([])
    } finally {
      await app.close()
    }

    // A SQLite snapshot is served as it is; a PostgreSQL backup is an export, loaded here.
    let url = `file:${file}`
    if (engine === 'postgres') {
      url = `file:${tmpFile('live-postgres-restored.db')}`
      await importDatabase(url, file)
    }
    const handle = await openDatabase(url)
    try {
      if (engine === 'sqlite') {
        const { rows } = await sql<{ quick_check: string }>`pragma quick_check`.execute(handle.db)
        expect(rows).toEqual([{ quick_check: 'ok' }])
      }
      const ids = new Set(
        (await handle.db.selectFrom('messages').select('id').execute()).map((r) => r.id),
      )
      expect(before).toHaveLength(150)
      for (const id of before!) expect(ids.has(id), id).toBe(true)
      expect(ids.size).toBeLessThanOrEqual(500)
    } finally {
      await handle.close()
    }
  })
})

describe('backupDatabase on SQLite', () => {
  it('refuses to overwrite the live database and says when the folder is missing', async () => {
    const database = await createTestDatabase('sqlite')
    const handle = await openDatabase(database.url)
    await migrateToLatest(handle)
    await handle.close()
    const live = database.url.slice('file:'.length)
    await expect(backupDatabase(database.url, live)).rejects.toThrow(/is the live database itself/)
    await expect(
      backupDatabase(database.url, path.join(workDir, 'no/such/dir.db')),
    ).rejects.toThrow(/the folder does not exist/)
    await database.drop()
  })
})
