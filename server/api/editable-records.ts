import { named } from '~/core/activity.server'
import { findServerCollection } from '~/collections.server'
import type { ServerCollection } from '~/core/collection.server'
import { resourceOf, type AnyCollection, type StoredRecord } from '~/core/collections'
import { isSitePage, sitePages, type SitePage } from '~/copy/documents'
import { contactDetailsInput, type ContactDetails } from '~/features/contact-details/schemas'
import {
  replaceContactDetails,
  requireContactDetails,
} from '~/features/contact-details/service.server'
import type { PageDocument } from '~/features/site-copy/api'
import { parsePage, publishPage, readPage } from '~/features/site-copy/service.server'
import { AppError, notFound } from '~/lib/errors'
import type { Db } from '~/lib/db.server'
import { slugOfAnotherTranslation } from '~/core/translations.server'
import { editableFields } from '~/lib/records'
import { bodyObject } from '~/lib/validation'
import { HOW_WORDS, type Editable } from './editables'
import { checkMenuLinks, refuseTakenPath } from './link-check'
import { splitResource, translatedEditable } from './translated-editable'

/**
 * A collection's record as an editable one. A body is merged over the stored record, so fields
 * left out keep their values, and GET's answer (with `_id`, `createdAt`, `updatedAt`) is taken
 * back as it is: the schema drops the server's fields.
 */
export function collectionEditable<T extends StoredRecord, Data>({
  collection,
  service,
  check,
}: ServerCollection<T, Data>): Editable<T> {
  const { schema, activity, labels } = collection
  return {
    resource: (id) => resourceOf(collection, id),
    keepsRevisions: collection.editorial.revisions,
    read: (db, id) => service.get(db, id),
    parse: (body, current) => schema.parse({ ...editableFields(current), ...bodyObject(body) }),
    check: async (ctx, id, document) => {
      await refuseTakenPath(ctx, collection, document)
      await check?.(ctx, id, document as Data)
    },
    save: async (trx, id, document) => {
      // In the default language only: a translation's slug is checked by its own save.
      await refuseTranslatedSlug(trx, collection, id, document)
      return service.update(trx, id, document as Data)
    },
    documentOf: (record) => editableFields(record),
    shapeDraft: (current, document, updatedAt) =>
      ({ ...current, ...(document as object), updatedAt }) as T,
    describe: (id, record, how) => ({
      action: 'update',
      entity: activity.entity,
      entityId: id,
      summary: `${HOW_WORDS[how]} the ${labels.singular} ${named(activity.nameOf(record))}`,
    }),
  }
}

/**
 * A slug given in the default language that another record has in a translation is refused, as
 * a slug another record has is (ADR 080): under that language's prefix both pages would have one
 * address. Only for a kind whose slug is translated.
 */
export async function refuseTranslatedSlug(
  db: Db,
  collection: AnyCollection,
  id: string | null,
  document: unknown,
): Promise<void> {
  const slug = (document as { slug?: unknown }).slug
  if (!collection.translate.includes('slug') || typeof slug !== 'string' || !slug) return
  if (await slugOfAnotherTranslation(db, collection.id, slug, id)) {
    throw new AppError(400, 'Validation failed', {
      slug: [`Another ${collection.labels.singular} uses this slug in another language`],
    })
  }
}

/** The page a path names, or the contract's 404. */
export function pageOf(value: unknown): SitePage {
  const page = String(value)
  if (!isSitePage(page)) throw notFound('Page not found')
  return page
}

const PAGE_HOW: Record<keyof typeof HOW_WORDS, string> = {
  save: 'Published',
  restore: 'Restored an earlier version of',
  draft: 'Published the draft of',
  schedule: 'Published the scheduled draft of',
}

export const siteCopyEditable: Editable<PageDocument> = {
  resource: (page) => `content/${page}`,
  read: (db, page) => readPage(db, pageOf(page)),
  parse: (body, current) => parsePage(current.page, body),
  check: (ctx, page, document) => checkMenuLinks(ctx, page, document),
  save: (trx, page, document) => publishPage(trx, pageOf(page), document),
  documentOf: (shaped) => shaped.content,
  shapeDraft: (current, document, updatedAt) =>
    ({ page: current.page, content: document, updatedAt }) as PageDocument,
  describe: (page, _shaped, how) => ({
    action: 'update',
    entity: 'site-content',
    entityId: page,
    summary: `${PAGE_HOW[how]} the ${sitePages[pageOf(page)].title} page’s content`,
  }),
}

export const contactEditable: Editable<ContactDetails> = {
  resource: () => 'contact',
  read: (db) => requireContactDetails(db),
  parse: (body) => contactDetailsInput.parse(bodyObject(body)),
  save: async (trx, _key, document) =>
    (await replaceContactDetails(trx, contactDetailsInput.parse(document))).details,
  documentOf: ({ address, phone, email, businessHours, socialMedia }) => ({
    address,
    phone,
    email,
    businessHours,
    socialMedia,
  }),
  shapeDraft: (current, document, updatedAt) =>
    ({ ...current, ...(document as object), updatedAt }) as ContactDetails,
  describe: (_key, details, how) => ({
    action: 'update',
    entity: 'contact',
    entityId: details._id,
    summary: `${HOW_WORDS[how]} the contact details`,
  }),
}

/** The editable record a revision's resource names (`{collection}/{id}`), for scheduled publishes. */
export function editableOf(named: string): { editable: Editable; key: string } | undefined {
  // A translation's resource is its record's with the language: `portfolio/1@de` (ADR 080).
  const { resource, lang } = splitResource(named)
  const [kind, key = ''] = resource.split('/', 2) as [string, string?]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own shape
  const editables: Record<string, Editable<any>> = {
    content: siteCopyEditable,
    contact: contactEditable,
  }
  const collection = findServerCollection(kind)
  const editable = collection?.collection.editorial.revisions
    ? collectionEditable(collection)
    : editables[kind]
  if (!editable) return undefined
  return { editable: (lang ? translatedEditable(editable, lang) : editable) as Editable, key }
}
