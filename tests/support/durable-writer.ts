/**
 * Child process for the durability test: stores one message, says so, and waits to be
 * killed with SIGKILL. Whatever it acknowledged must be in the database afterwards.
 */
import { insertMessage } from '~/features/messages/queries.server'
import { openDatabase } from '~/lib/db.server'
import { migrateToLatest } from '../../db/migrate'

const handle = await openDatabase(process.argv[2]!)
await migrateToLatest(handle)
for (let i = 0; ; i++) {
  const message = await insertMessage(
    handle.db,
    {
      name: 'Durable',
      email: 'd@example.com',
      phone: null,
      subject: `Write ${i}`,
      message: 'Must survive kill -9',
    },
    { notify: false },
  )
  process.stdout.write(`ok ${message._id}\n`)
}
