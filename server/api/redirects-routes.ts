import { Router, type Request } from 'express'
import type { AppContext } from '~/core/context.server'
import { named } from '~/core/activity.server'
import {
  deleteRedirect,
  findRedirect,
  listRedirects,
  putRedirect,
  planRedirectImport,
  RedirectLoopError,
  writeRedirectBatch,
  type RedirectImport,
} from '~/core/redirects.server'
import { CSV_BOM } from '~/lib/csv'
import { AppError, notFound } from '~/lib/errors'
import { bodyObject, isId } from '~/lib/validation'
import { parseCsv, redirectsToCsv } from '~/features/redirects/csv'
import { redirectImport, redirectInput, type RedirectData } from '~/features/redirects/schemas'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'
import { recordChange } from '~/core/reads.server'

/** A row of an imported CSV, checked like a single redirect, with the line it came from. */
interface ImportedRow {
  line: number
  data: RedirectData
}

/** Rows checked between two looks at the requests waiting (a few milliseconds' work). */
const CHECKED_AT_ONCE = 250

/**
 * The rows of an imported CSV, each checked like a single redirect; 400 naming the line. The
 * check steps aside every few hundred rows, so a long file never holds up the pages.
 */
async function importedRows(csv: string): Promise<ImportedRow[]> {
  const rows = parseCsv(csv)
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase()) ?? []
  const hasHeader = header[0] === 'from'
  const at = (name: string, fallback: number) => (hasHeader ? header.indexOf(name) : fallback)
  const [from, to, status] = [at('from', 0), at('to', 1), at('status', 2)]
  if (from < 0 || to < 0) {
    throw new AppError(400, 'Validation failed', { csv: ['The file needs from and to columns'] })
  }
  const checked: ImportedRow[] = []
  for (const [i, row] of rows.slice(hasHeader ? 1 : 0).entries()) {
    if (i > 0 && i % CHECKED_AT_ONCE === 0) await new Promise((resolve) => setImmediate(resolve))
    const line = i + (hasHeader ? 2 : 1)
    const parsed = redirectInput.safeParse({
      from: row[from] ?? '',
      to: row[to] ?? '',
      status: status >= 0 && row[status]?.trim() ? Number(row[status]) : 301,
    })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const column = String(issue?.path[0] ?? 'from')
      throw new AppError(400, 'Validation failed', {
        csv: [`Line ${line}: ${issue?.message ?? 'invalid'} (${column})`],
      })
    }
    checked.push({ line, data: parsed.data })
  }
  return checked
}

/**
 * Rows written per transaction. A batch reads the table, checks its rows in memory and writes
 * them: milliseconds, so the one SQLite writer is never held for long and pages are answered
 * between batches (ADR 077).
 */
const IMPORT_BATCH = 200

/** The hosts a full URL may name and still be this site, for the loop check (ADR 077). */
function siteHosts(ctx: AppContext, req: Request): Set<string> {
  const hosts = new Set<string>()
  if (ctx.env.SITE_URL) hosts.add(new URL(ctx.env.SITE_URL).host.toLowerCase())
  const host = req.get('host')
  if (host) hosts.add(host.toLowerCase())
  return hosts
}

/**
 * The pause after a batch, as long as the batch took (10 ms at least): the database is free at
 * least half the time, so requests and writes that queued during a batch go first and those
 * still arriving (a busy machine reads its sockets late) find it free too.
 */
const stepAside = (batchMs: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(10, Math.round(batchMs))))

/**
 * An import that stopped after `written` batches: what they stored is served from now on (the
 * content version is bumped), so the table and what visitors get never differ for long.
 */
async function announce(ctx: AppContext, written: number) {
  if (written === 0) return
  try {
    await ctx.contentVersion.publish(async () => recordChange('redirects'))
  } catch (error) {
    // The next change (or a restart) serves them instead.
    ctx.logger.error({ err: error }, 'an interrupted redirect import could not be announced')
  }
}

/** A loop on a line of the file: `409`, naming the line. */
function loopOnLine(error: RedirectLoopError, rows: ImportedRow[]): AppError {
  return new AppError(409, error.message, {
    csv: [`Line ${rows[error.index]!.line}: ${error.detail}`],
  })
}

/**
 * Settings → Redirects (docs/api.md §Redirects, ADR 060, 070): admin only. Every change bumps
 * the content version, which is also what makes the request handler read the table again.
 */
export function redirectsRoutes(ctx: AppContext): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    res.json(await listRedirects(ctx.db))
  })
  router.post('/', async (req, res) => {
    const data = redirectInput.parse(bodyObject(req.body))
    const created = await recordedWrites(ctx, res).publish(
      (trx) => putRedirect(trx, data, siteHosts(ctx, req)),
      (r) => ({
        action: 'create',
        entity: 'redirect',
        entityId: r._id,
        summary: `Redirected ${named(r.from)} to ${named(r.to)} (${r.status})`,
      }),
    )
    res.status(201).json(created)
  })
  router.get('/export.csv', async (_req, res) => {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', 'attachment; filename="redirects.csv"')
    res.send(CSV_BOM + redirectsToCsv(await listRedirects(ctx.db)))
  })
  router.post('/import', async (req, res) => {
    const rows = await importedRows(redirectImport.parse(bodyObject(req.body)).csv)
    const hosts = siteHosts(ctx, req)
    // The whole file is checked and worked out first, on the table as it is: a bad line or a
    // loop anywhere writes nothing. Then it is written in short batches (ADR 077).
    let planned: RedirectImport
    try {
      planned = await planRedirectImport(
        ctx.db,
        rows.map((row) => row.data),
        hosts,
        IMPORT_BATCH,
      )
    } catch (error) {
      throw error instanceof RedirectLoopError ? loopOnLine(error, rows) : error
    }
    // Every batch is a short transaction of its own; only the last bumps the content version,
    // so visitors get the whole import at once, and the cached pages stay cached meanwhile.
    const recorded = recordedWrites(ctx, res)
    const { batches } = planned
    let version: number | null = planned.version
    let written = 0
    try {
      for (const [i, batch] of batches.entries()) {
        const started = performance.now()
        const last = i === batches.length - 1
        const count = batch.inserts.length + batch.updates.length + batch.deletes.length
        const asPlanned = await (last ? recorded.publish : recorded.write)(
          (trx) => writeRedirectBatch(trx, batch, version, hosts),
          () => ({
            action: 'create',
            entity: 'redirect',
            summary:
              batches.length > 1
                ? `Imported redirects from a CSV file (part ${i + 1} of ${batches.length}: ${count} rows)`
                : `Imported ${rows.length} redirects`,
          }),
        )
        if (!asPlanned) version = null
        written++
        if (!last) await stepAside(performance.now() - started)
      }
    } catch (error) {
      await announce(ctx, written)
      // Only a change another admin made meanwhile can make a loop now. The batches written
      // stay (each is whole and one hop deep); importing the file again finishes the job.
      if (!(error instanceof RedirectLoopError)) throw error
      throw new AppError(409, error.message, {
        csv: [`${error.detail}: the redirects changed during the import; import the file again`],
      })
    }
    res.json({ imported: rows.length })
  })
  router.delete('/:id', async (req, res) => {
    const id = String(req.params.id)
    await recordedWrites(ctx, res).publish(
      async (trx) => {
        const found = isId(id) ? await findRedirect(trx, id) : undefined
        if (!found) throw notFound('Redirect not found')
        await deleteRedirect(trx, id)
        return found
      },
      (r) => ({
        action: 'delete',
        entity: 'redirect',
        entityId: r._id,
        summary: `Removed the redirect from ${named(r.from)}`,
      }),
    )
    res.json({ message: 'Redirect deleted successfully' })
  })
  router.all('/', onlyMethods('GET, HEAD, POST'))
  router.all('/export.csv', onlyMethods('GET, HEAD'))
  router.all('/import', onlyMethods('POST'))
  router.all('/:id', onlyMethods('DELETE'))
  return router
}
