import { parseArgs } from 'node:util'
import { upsertAdmin } from '~/features/auth/users.server'
import { migrateToLatest } from '../db/migrate'
import { runCli } from './cli-context'

const usage = 'Usage: npm run admin -- create --email E --password P [--username U]'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  strict: false,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    username: { type: 'string' },
  },
})

if (
  positionals[0] !== 'create' ||
  typeof values.email !== 'string' ||
  typeof values.password !== 'string'
) {
  process.stderr.write(`${usage}\n`)
  process.exit(2)
}

const { email, password, username } = values as {
  email: string
  password: string
  username?: string
}

await runCli(async (ctx) => {
  await migrateToLatest(ctx.database)
  const result = await upsertAdmin(ctx.db, { email, password, username })
  process.stdout.write(
    result.created
      ? `Admin ${email.toLowerCase()} created\n`
      : `Password of ${email.toLowerCase()} reset; their sessions were signed out\n`,
  )
})
