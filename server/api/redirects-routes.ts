import { Router } from 'express'
import type { AppContext } from '~/core/context.server'
import { named } from '~/core/activity.server'
import { deleteRedirect, findRedirect, listRedirects, putRedirect } from '~/core/redirects.server'
import { CSV_BOM } from '~/lib/csv'
import { AppError, notFound } from '~/lib/errors'
import { bodyObject, isId } from '~/lib/validation'
import { parseCsv, redirectsToCsv } from '~/features/redirects/csv'
import { redirectImport, redirectInput, type RedirectData } from '~/features/redirects/schemas'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'

/** The rows of an imported CSV, each checked like a single redirect; 400 naming the line. */
function importedRows(csv: string): RedirectData[] {
  const rows = parseCsv(csv)
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase()) ?? []
  const hasHeader = header[0] === 'from'
  const at = (name: string, fallback: number) => (hasHeader ? header.indexOf(name) : fallback)
  const [from, to, status] = [at('from', 0), at('to', 1), at('status', 2)]
  if (from < 0 || to < 0) {
    throw new AppError(400, 'Validation failed', { csv: ['The file needs from and to columns'] })
  }
  return rows.slice(hasHeader ? 1 : 0).map((row, i) => {
    const parsed = redirectInput.safeParse({
      from: row[from] ?? '',
      to: row[to] ?? '',
      status: status >= 0 && row[status]?.trim() ? Number(row[status]) : 301,
    })
    if (!parsed.success) {
      const line = i + (hasHeader ? 2 : 1)
      throw new AppError(400, 'Validation failed', {
        csv: [`Line ${line}: ${parsed.error.issues[0]?.message ?? 'invalid'}`],
      })
    }
    return parsed.data
  })
}

/**
 * Settings → Redirects (docs/api.md §Redirects, ADR 060): admin only. Every change bumps the
 * content version, which is also what makes the request handler read the table again.
 */
export function redirectsRoutes(ctx: AppContext): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    res.json(await listRedirects(ctx.db))
  })
  router.post('/', async (req, res) => {
    const data = redirectInput.parse(bodyObject(req.body))
    const created = await recordedWrites(ctx, res).publish(
      (trx) => putRedirect(trx, data),
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
    const rows = importedRows(redirectImport.parse(bodyObject(req.body)).csv)
    // All or nothing: a loop on line 40 leaves the first 39 unwritten too.
    const imported = await recordedWrites(ctx, res).publish(
      async (trx) => {
        for (const row of rows) await putRedirect(trx, row)
        return rows.length
      },
      (n) => ({ action: 'create', entity: 'redirect', summary: `Imported ${n} redirects` }),
    )
    res.json({ imported })
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
