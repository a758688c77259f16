/**
 * Times db:export, db:import and db:backup, and sizes their files, on the demo site and on a
 * large one (the demo plus 10 000 messages and 200 photo-sized images), on SQLite and
 * PostgreSQL. Run once by hand, not by the test suite (it takes minutes):
 *
 *   node --import tsx bench/transfer.ts
 *
 * Each figure is the whole command as an operator runs it (`node --import tsx scripts/…`),
 * start-up included. Needs PostgreSQL at TEST_POSTGRES_URL.
 */
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { storeImage } from '~/features/uploads/queries.server'
import { openDatabase } from '~/lib/db.server'
import { migrateToLatest } from '../db/migrate'
import { seedDemoContent } from '../db/seed'
import { createTestDatabase } from '../scripts/support/databases'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-transfer-bench-'))
const rows: string[][] = []

function run(label: string, script: string, args: string[], url: string, file?: string) {
  const started = performance.now()
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  })
  const seconds = (performance.now() - started) / 1000
  if (result.status !== 0) throw new Error(`${label}: ${result.stderr}`)
  const size = file ? `${(fs.statSync(file).size / 1e6).toFixed(2)} MB` : ''
  rows.push([label, `${seconds.toFixed(1)} s`, size, result.stdout.trim()])
}

function dbSize(url: string) {
  const file = url.slice('file:'.length)
  const bytes = [file, `${file}-wal`].reduce(
    (n, f) => n + (fs.existsSync(f) ? fs.statSync(f).size : 0),
    0,
  )
  return `${(bytes / 1e6).toFixed(2)} MB`
}

async function measure(name: string, fill: (url: string) => Promise<void>) {
  const sqlite = await createTestDatabase('sqlite')
  const postgres = await createTestDatabase('postgres')
  const back = await createTestDatabase('sqlite')
  try {
    await fill(sqlite.url)
    rows.push([`${name}: SQLite database file`, '', dbSize(sqlite.url), ''])
    const exported = path.join(dir, `${name}.ndjson.gz`)
    run(`${name}: db:export (SQLite)`, 'db-export', [exported], sqlite.url, exported)
    const snapshot = path.join(dir, `${name}.db`)
    run(`${name}: db:backup (SQLite snapshot)`, 'db-backup', [snapshot], sqlite.url, snapshot)
    run(`${name}: db:import into PostgreSQL`, 'db-import', [exported], postgres.url)
    const pgBackup = path.join(dir, `${name}-pg.ndjson.gz`)
    run(`${name}: db:backup (PostgreSQL export)`, 'db-backup', [pgBackup], postgres.url, pgBackup)
    run(`${name}: db:import into SQLite`, 'db-import', [pgBackup], back.url)
  } finally {
    await Promise.all([sqlite.drop(), postgres.drop(), back.drop()])
  }
}

async function demo(url: string) {
  const handle = await openDatabase(url)
  await migrateToLatest(handle)
  await seedDemoContent(handle.db)
  return handle
}

await measure('demo', async (url) => {
  await (await demo(url)).close()
})

await measure('large', async (url) => {
  const handle = await demo(url)
  const now = Date.now()
  await handle.db.transaction().execute(async (trx) => {
    for (let i = 0; i < 10_000; i += 500) {
      await trx
        .insertInto('messages')
        .values(
          Array.from({ length: 500 }, (_, j) => ({
            id: randomUUID(),
            name: `Visitor ${i + j}`,
            email: `visitor${i + j}@example.com`,
            phone: j % 3 ? null : '+44 20 7946 0000',
            subject: `Project enquiry number ${i + j}`,
            message: 'We are looking for a partner to rebuild our website and booking app. '.repeat(
              4,
            ),
            read: j % 2,
            created_at: new Date(now - (i + j) * 60_000).toISOString(),
          })),
        )
        .execute()
    }
  })
  // Photo-like: blurred noise compresses about as a photograph does.
  for (let i = 0; i < 200; i++) {
    const jpeg = await sharp({
      create: {
        width: 1600,
        height: 1000,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 120 + (i % 40), sigma: 40 },
      },
    })
      .blur(2)
      .jpeg({ quality: 82 })
      .toBuffer()
    await storeImage(handle.db, jpeg)
  }
  await handle.close()
})

fs.rmSync(dir, { recursive: true, force: true })
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)))
for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '))
console.log(`${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}`)
