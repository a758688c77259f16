import type { AppContext } from '~/core/context.server'
import { sitePages } from '~/copy/documents'
import { servicePaths } from '~/copy/service-pages'
import { publicPaths, utilityPaths } from '~/copy/public-paths'
import { collectionPagePaths, collectionPages } from '~/collections.server'
import type { AnyCollection } from '~/core/collections'
import { pathTaken, productPathOf } from '~/core/product-paths'
import { linkFieldsOf } from '~/features/site-copy/schema-walk'
import { pageDocumentOf, readPage } from '~/features/site-copy/service.server'
import { AppError } from '~/lib/errors'
import { isHttpUrl, pathKey, pathPart } from '~/lib/site-paths'

/**
 * Every page of this site, in compared form (`pathKey`, ADR 077): the fixed pages, the service
 * pages, the search and the collections' record pages (a project's, ADR 076). A new kind of page adds its
 * paths here, so menus may lead to it; what the product answers besides pages is
 * `productPaths`.
 */
export async function pagePaths(ctx: AppContext): Promise<Set<string>> {
  const [services, records] = await Promise.all([
    readPage(ctx.db, 'services', ctx.logger),
    collectionPagePaths(ctx.db),
  ])
  const paths = [...publicPaths, ...utilityPaths, ...servicePaths(services.content), ...records]
  return new Set(paths.map((path) => pathKey(path) ?? path))
}

/**
 * The first segments under which the site routes a record's page by its slug (a service's,
 * a project's, a post's, a tag's): a path below them is the site's, whether a record has it yet
 * or not (app/routes.ts).
 */
const SLUG_ROUTES = [
  { prefix: '/services/', what: 'the service pages' },
  { prefix: '/portfolio/', what: 'the portfolio’s project pages' },
  { prefix: '/blog/', what: 'the journal' },
]

/**
 * A record that chooses its own page's path (a composed page, `pages.ownPath`) may not take one
 * the site already answers: the product (the API, the portal, the files), a built-in page, a
 * record's page, a language's prefix (`/de/…`): a 409 naming what answers it (docs/api.md
 * §Pages). Another record of the kind and a redirect are its queries' to refuse.
 */
export async function refuseTakenPath(
  ctx: AppContext,
  collection: AnyCollection,
  document: unknown,
): Promise<void> {
  const field: string | undefined = collection.pages?.ownPath
  if (!field) return
  const path = (document as Record<string, unknown>)[field]
  if (typeof path !== 'string') return
  const key = pathKey(path) ?? path
  const taken = (what: string) => pathTaken(path, what, field)
  const product = productPathOf(path)
  if (product) throw taken(product.what)
  const segment = key.split('/')[1]
  if (ctx.env.SITE_LANGUAGES.includes(segment ?? '')) {
    throw taken(`the site in the language “${segment}”`)
  }
  const routed = SLUG_ROUTES.find(({ prefix }) => key.startsWith(prefix))
  if (routed) throw taken(routed.what)
  const services = await readPage(ctx.db, 'services', ctx.logger)
  const builtIn = [...publicPaths, ...utilityPaths, ...servicePaths(services.content)]
  if (builtIn.some((page) => (pathKey(page) ?? page) === key)) throw taken('a page of the site')
  const records = await collectionPages(ctx.db)
  const record = records.find(
    (page) => page.key.kind !== collection.id && (pathKey(page.path) ?? page.path) === key,
  )
  if (record) throw taken(`a ${record.key.kind} page`)
}

/**
 * The header menu's and the footer's links must lead somewhere (ADR 059): a full URL, or a path
 * this site answers with a page, in any spelling of it (`/Contact/` is `/contact`). A `PUT`
 * whose document fits its schema but names a path that does not exist is a 400 with the
 * field's path (`items.2.to`), like any other field error. (That a link is a link at all, and
 * no `//host` or `/\host`, is the schema's rule: `linkField`.)
 */
export async function checkMenuLinks(ctx: AppContext, page: string, body: unknown): Promise<void> {
  if (page !== 'header' && page !== 'footer') return
  const { schema } = sitePages[page]
  // The bare document, or what GET gave back (ADR 055): both are checked.
  const parsed = schema.safeParse(pageDocumentOf(page, body))
  if (!parsed.success) return // publishing reports the schema's own errors
  const known = await pagePaths(ctx)
  const errors: Record<string, string[]> = {}
  for (const [field, to] of linkFieldsOf(schema, parsed.data)) {
    if (isHttpUrl(to)) continue
    if (!known.has(pathKey(pathPart(to)) ?? to)) errors[field] = [`There is no page at ${to}`]
  }
  if (Object.keys(errors).length) throw new AppError(400, 'Validation failed', errors)
}
