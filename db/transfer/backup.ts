import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { openDatabase } from '~/lib/db.server'
import { SQLite } from '~/lib/sqlite-driver.server'
import { exportDatabase } from './export'
import { TransferError } from './format'

export interface BackupSummary {
  /** `snapshot`: a SQLite database file; `export`: the portable format of exportDatabase. */
  kind: 'snapshot' | 'export'
  bytes: number
}

/**
 * A consistent copy of the live database at `url`, safe while the site serves. SQLite: a
 * snapshot through SQLite's online backup API, itself a database that `DATABASE_URL=file:FILE`
 * serves as it is. PostgreSQL: the portable export. Either way the file appears under its name
 * only once complete.
 */
export async function backupDatabase(url: string, file: string): Promise<BackupSummary> {
  if (!url.startsWith('file:')) {
    const handle = await openDatabase(url)
    try {
      const { bytes } = await exportDatabase(handle, file)
      return { kind: 'export', bytes }
    } finally {
      await handle.close()
    }
  }
  const source = url.slice('file:'.length)
  if (source === ':memory:' || !fs.existsSync(source)) {
    throw new TransferError(`${source}: no such database`)
  }
  const target = path.resolve(file)
  if (target === path.resolve(source))
    throw new TransferError(`${file} is the live database itself`)
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(4).toString('hex')}.partial`,
  )
  const connection = new SQLite(source, { fileMustExist: true })
  try {
    connection.pragma('busy_timeout = 5000')
    // All remaining pages in one step: the step reads one snapshot (a WAL reader, so the site
    // keeps writing), and a write that lands between steps only restarts the copy, which the
    // next single step then completes.
    await connection.backup(temporary, { progress: () => 0x7fffffff }).catch((error: Error) => {
      throw new TransferError(
        error.message.includes('directory does not exist')
          ? `${file}: the folder does not exist`
          : error.message,
      )
    })
    fs.chmodSync(temporary, 0o600)
    // Read-write, so that closing it removes the -wal and -shm files a WAL database gets.
    const check = new SQLite(temporary)
    try {
      const result = check.pragma('quick_check', { simple: true })
      if (result !== 'ok')
        throw new TransferError(`the snapshot failed its check: ${String(result)}`)
    } finally {
      check.close()
    }
    const fd = fs.openSync(temporary, 'r')
    fs.fsyncSync(fd)
    fs.closeSync(fd)
    await rename(temporary, target)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  } finally {
    connection.close()
    await Promise.all([
      rm(`${temporary}-wal`, { force: true }),
      rm(`${temporary}-shm`, { force: true }),
    ])
  }
  return { kind: 'snapshot', bytes: (await stat(target)).size }
}
