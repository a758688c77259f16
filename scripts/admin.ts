import { parseArgs } from 'node:util'
import { resetSecondFactors } from '~/features/auth/two-factor.server'
import { deleteAccount, findAccountByEmail, listAccounts } from '~/features/team/accounts.server'
import { upsertAdmin } from '~/features/team/admins.server'
import { migrateToLatest } from '../db/migrate'
import { runCli } from './cli-context'

const usage = `Usage:
  npm run admin -- create --email E --password P [--username U]   add an admin, or reset their password
  npm run admin -- list                                           list the team's accounts
  npm run admin -- delete --email E                               remove an account (its sessions end)
  npm run admin -- reset-2fa --email E                            remove an account's second factors (lost phone)`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  strict: false,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    username: { type: 'string' },
  },
})
const command = positionals[0]
const email = typeof values.email === 'string' ? values.email : undefined
const password = typeof values.password === 'string' ? values.password : undefined
const username = typeof values.username === 'string' ? values.username : undefined

const valid =
  (command === 'create' && email && password) ||
  command === 'list' ||
  (command === 'delete' && email) ||
  (command === 'reset-2fa' && email)
if (!valid) {
  process.stderr.write(`${usage}\n`)
  process.exit(2)
}

await runCli(async (ctx) => {
  await migrateToLatest(ctx.database)
  if (command === 'create') {
    const result = await upsertAdmin(ctx.db, { email: email!, password: password!, username })
    process.stdout.write(
      result.created
        ? `Admin ${email!.toLowerCase()} created\n`
        : `Password of ${email!.toLowerCase()} reset; their sessions were signed out\n`,
    )
  } else if (command === 'list') {
    const accounts = await listAccounts(ctx.db)
    if (!accounts.length) process.stdout.write('No accounts yet\n')
    for (const a of accounts) {
      const last = a.lastLoginAt ? `last sign-in ${a.lastLoginAt}` : 'never signed in'
      process.stdout.write(`${a.email}\t${a.username}\tcreated ${a.createdAt}\t${last}\n`)
    }
  } else if (command === 'reset-2fa') {
    // The way back in for the last admin who lost both their phone and their recovery codes.
    const account = await findAccountByEmail(ctx.db, email!)
    if (!account) throw new Error(`No account uses ${email!.toLowerCase()}`)
    await resetSecondFactors(ctx.db, null, account)
    process.stdout.write(
      `Two-factor sign-in of ${account.email} reset; their sessions were signed out\n`,
    )
  } else {
    const account = await findAccountByEmail(ctx.db, email!)
    if (!account) throw new Error(`No account uses ${email!.toLowerCase()}`)
    await deleteAccount(ctx.db, null, account._id)
    process.stdout.write(`Account ${account.email} removed; their sessions were signed out\n`)
  }
})
