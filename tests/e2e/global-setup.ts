import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { openDatabase } from '~/lib/db.server'
import { migrateToLatest } from '../../db/migrate'
import { seedDemoContent } from '../../db/seed'
import { SEEDED_TEMPLATE } from '../../scripts/support/server'

/**
 * The end-to-end tests run the real production build, made once per run, and start each
 * server on a copy of one demo-seeded database, so seeding happens once.
 */
export default async function setup() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/react-router.ts', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    })
  }
  fs.rmSync(SEEDED_TEMPLATE, { force: true })
  const handle = await openDatabase(`file:${SEEDED_TEMPLATE}`)
  try {
    await migrateToLatest(handle)
    await seedDemoContent(handle.db)
  } finally {
    await handle.close()
  }
}
