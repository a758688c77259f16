/**
 * Child process for the durability test: 25 writers store messages side by side through the
 * group commit (so commits hold batches of them), each saying so the moment its write
 * resolves, until the process is killed with SIGKILL. Whatever it acknowledged must be in the
 * database afterwards. (stdout is a pipe: Node writes it synchronously on Linux.)
 */
import { disabledNotifier } from '~/features/leads/notifications.server'
import { receiveMessage } from '~/features/leads/service.server'
import { openDatabase } from '~/lib/db.server'
import { createGroupCommit } from '~/core/group-commit.server'
import { migrateToLatest } from '../../db/migrate'

const handle = await openDatabase(process.argv[2]!)
await migrateToLatest(handle)
const writes = { groupCommit: createGroupCommit(handle.db), notifier: disabledNotifier }

async function writer(n: number) {
  for (let i = 0; ; i++) {
    const message = await receiveMessage(writes, {
      name: 'Durable',
      email: 'd@example.com',
      phone: null,
      subject: `Writer ${n}, write ${i}`,
      message: 'Must survive kill -9',
    })
    process.stdout.write(`ok ${message._id}\n`)
  }
}
await Promise.all(Array.from({ length: 25 }, (_, n) => writer(n)))
