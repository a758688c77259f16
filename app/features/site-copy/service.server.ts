import { pageDefaults } from '~/copy/defaults'
import { sitePages, type PageContent, type SitePage } from '~/copy/documents'
import type { ContentVersion } from '~/core/content-version.server'
import type { Db } from '~/lib/db.server'
import type { Logger } from '~/lib/logger.server'
import { nowIso } from '~/lib/records'
import { linkProblem } from '~/lib/site-paths'
import { bodyObject } from '~/lib/validation'
import type { PageDocument } from './api'
import * as queries from './queries.server'
import { mapLinkFields } from './schema-walk'
import { withStarterCopy } from './starter-copy'
import { recordRead } from '~/core/reads.server'
import { findPreview, previewTokenOf, storePreview } from '~/core/previews.server'
import { siteLanguages, splitLanguagePath } from '~/i18n/languages'
import { documentIn, type ReadLanguage } from '~/translations.server'

const ENVELOPE_KEYS = new Set(['page', 'content', 'updatedAt'])

/**
 * The page's document out of a body: the bare document, or what `GET /api/content/{page}`
 * answered (`{page, content, updatedAt}`), so a client that reads, changes one field and
 * writes back succeeds (docs/decisions/055-put-takes-what-get-gave.md). No page document has
 * a top-level `content` field, so the two cannot be mistaken for each other.
 */
export function pageDocumentOf(page: SitePage, body: unknown): Record<string, unknown> {
  const object = bodyObject(body)
  const { content } = object
  const isEnvelope =
    typeof content === 'object' &&
    content !== null &&
    !Array.isArray(content) &&
    Object.keys(object).every((key) => ENVELOPE_KEYS.has(key)) &&
    (object.page === undefined || object.page === page)
  return isEnvelope ? bodyObject(content) : object
}

export const parsePage = <P extends SitePage>(page: P, data: unknown) =>
  sitePages[page].schema.parse(pageDocumentOf(page, data)) as PageContent<P>
const parse = parsePage

/**
 * The page's published copy: what an editor saved, or the starter copy until then. A document
 * saved before a field was added gets that field's starter copy and keeps every edit. One that
 * still does not fit the schema is logged and the starter copy shown, rather than a broken page.
 */
export async function readPage<P extends SitePage>(
  db: Db,
  page: P,
  logger?: Logger,
): Promise<PageDocument<P>> {
  const stored = await queries.findPage(db, page)
  if (stored) {
    const { schema } = sitePages[page]
    // A link saved before links were checked as browsers read them (ADR 077) leads home
    // instead, so the page keeps its other edits and never sends a visitor elsewhere.
    const safe = mapLinkFields(schema, stored.data, (link, field) => {
      if (!linkProblem(link.trim())) return link
      logger?.warn({ page, field }, 'stored link is not a link: shown as /')
      return '/'
    })
    const checked = schema.safeParse(withStarterCopy(safe, pageDefaults[page]))
    if (checked.success) {
      return { page, content: checked.data as PageContent<P>, updatedAt: stored.updatedAt }
    }
    logger?.error({ page, issues: checked.error.issues.length }, 'stored page content is invalid')
  }
  return { page, content: pageDefaults[page], updatedAt: null }
}

/** Checks and saves the page's whole document (a 400 with field errors when it does not fit). */
export async function publishPage<P extends SitePage>(
  db: Db,
  page: P,
  body: unknown,
): Promise<PageDocument<P>> {
  const content = parse(page, body)
  const updatedAt = nowIso()
  await queries.savePage(db, page, content, updatedAt)
  return { page, content, updatedAt }
}

/**
 * Keeps an unpublished draft behind a random link for an hour and returns the link's token.
 * The draft is checked like a save, so a preview shows only what could be published.
 */
export const createPreview = (db: Db, page: SitePage, body: unknown) =>
  storePreview(db, page, parse(page, body))

/** Each instance's parsed copy of a page in each language, kept until the page's copy changes. */
const published = new WeakMap<ContentVersion, Map<string, { version: number; content: unknown }>>()

/**
 * The page's published copy, read and checked once per change of it: every write that changes it
 * records `content/{page}` (ADR 085), so a kept copy is never older than the pages cached beside
 * it. The version is taken before the read, so the copy is at least that new.
 */
export async function publishedContent<P extends SitePage>(
  ctx: PageReader,
  page: P,
  /** The page's language; the default language's copy without one. */
  language?: ReadLanguage,
): Promise<PageContent<P>> {
  const kept = published.get(ctx.contentVersion) ?? new Map()
  published.set(ctx.contentVersion, kept)
  const version = ctx.contentVersion.current
  const key = `content/${page}`
  // A translation's save records the page's key too (ADR 080): one version check serves both.
  const keptAs = language?.prefix ? `${page}@${language.code}` : page
  const hit = kept.get(keptAs)
  if (hit && ctx.contentVersion.versionOf([key]) <= hit.version) {
    recordRead(key)
    return hit.content as PageContent<P>
  }
  const { content } = await readPage(ctx.db, page, ctx.logger)
  const translated = await documentIn(ctx.db, { kind: 'content', id: page }, content, language)
  kept.set(keptAs, { version, content: translated })
  return translated
}

interface PageReader {
  db: Db
  logger: Logger
  contentVersion: ContentVersion
}

type WithLanguages = { env: { SITE_LANGUAGES: readonly string[] } }

/** The language of the page a request is for: `/de/…` is German (ADR 078). */
export const languageOfRequest = (ctx: WithLanguages, request: Request) =>
  splitLanguagePath(new URL(request.url).pathname, siteLanguages(ctx.env.SITE_LANGUAGES)).language

/**
 * What a public page shows of `page`: the published copy, or, on a live preview link of that
 * page, the editor's draft. Any other page seen through a preview link shows its published copy.
 */
export async function pageContent<P extends SitePage>(
  ctx: PageReader & WithLanguages,
  request: Request,
  page: P,
): Promise<PageContent<P>> {
  const token = previewTokenOf(request)
  const preview = token ? await findPreview(ctx.db, token) : undefined
  if (preview?.key === page) return parse(page, preview.data)
  return publishedContent(ctx, page, languageOfRequest(ctx, request))
}
