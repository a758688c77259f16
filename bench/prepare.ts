import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { openDatabase } from '~/lib/db.server'
import { migrateToLatest } from '../db/migrate'
import { seedDemoContent } from '../db/seed'
import { SEEDED_TEMPLATE } from '../scripts/support/server'
import { BUILD_DIR } from './build-dir'

/**
 * The production build in BUILD_DIR, and the demo-seeded SQLite file the servers start on a
 * copy of (scripts/support/server copies SEEDED_TEMPLATE), as the e2e setup makes them.
 * Seeding once, while the build runs, keeps each server's start to its own cost (the start rows
 * seed their own). The build empties BUILD_DIR, hence the seeding into a temporary file first.
 *
 * With `skipBuild`, the last build and template are reused (the template is made if missing).
 */
export async function prepare(skipBuild: boolean, log: (line: string) => void): Promise<void> {
  if (skipBuild) {
    if (!fs.existsSync(path.join(BUILD_DIR, 'server/index.js'))) {
      throw new Error(`--skip-build: there is no build in ${BUILD_DIR}/; run once without it`)
    }
    if (!fs.existsSync(SEEDED_TEMPLATE)) {
      log('seeding the demo database…')
      await seedInto(SEEDED_TEMPLATE)
    }
    return
  }
  log(`building into ${BUILD_DIR}/ and seeding the demo database…`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'))
  try {
    const seeded = path.join(dir, 'seeded.db')
    await Promise.all([
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/react-router.ts', 'build'],
        {
          env: { ...process.env, NODE_ENV: 'production' },
        },
      ),
      seedInto(seeded),
    ])
    fs.copyFileSync(seeded, SEEDED_TEMPLATE)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function seedInto(file: string) {
  fs.rmSync(file, { force: true })
  const handle = await openDatabase(`file:${file}`)
  try {
    await migrateToLatest(handle)
    await seedDemoContent(handle.db)
  } finally {
    await handle.close()
  }
}
