import { named } from '~/core/activity.server'
import type { CollectionService } from '~/core/collection.server'
import { isSitePage, sitePages, type SitePage } from '~/copy/documents'
import { contactDetailsInput, type ContactDetails } from '~/features/contact-details/schemas'
import {
  replaceContactDetails,
  requireContactDetails,
} from '~/features/contact-details/service.server'
import { faqInput, type Faq } from '~/features/faqs/schemas'
import { closeGapOf, faqService, reopenPlaceOf } from '~/features/faqs/service.server'
import { portfolioInput, type PortfolioItem } from '~/features/portfolio/schemas'
import { projectPath } from '~/features/portfolio/queries.server'
import { portfolioService } from '~/features/portfolio/service.server'
import { productInput, type Product } from '~/features/products/schemas'
import { productService } from '~/features/products/service.server'
import type { PageDocument } from '~/features/site-copy/api'
import { parsePage, publishPage, readPage } from '~/features/site-copy/service.server'
import type { Db } from '~/lib/db.server'
import { notFound } from '~/lib/errors'
import { editableFields } from '~/lib/records'
import { bodyObject, type z } from '~/lib/validation'
import { clearRedirectFrom } from '~/core/redirects.server'
import { HOW_WORDS, type Editable } from './editables'
import { checkMenuLinks } from './link-check'
import type { ActivityEntity } from '~/core/activity.server'

interface StoredRecord {
  _id: string
  createdAt: string
  updatedAt: string
}

/** An admin-managed collection: its service, the schema its bodies are parsed with, its texts. */
export interface Collection<T extends StoredRecord, Data> {
  /** Its path under /api, and its kind in the trash: `portfolio`, `products`, `faqs`. */
  name: 'portfolio' | 'products' | 'faqs'
  /** Its table (the trash keeps a deleted row as it was). */
  table: 'portfolio_items' | 'products' | 'faqs'
  service: CollectionService<T, Data>
  schema: z.ZodType<Data>
  /** 'Portfolio item deleted successfully', say. */
  deletedMessage: string
  /** How the activity log names the collection and one of its records. */
  activity: { entity: ActivityEntity; thing: string; nameOf: (record: T) => string }
  /** After a record went to the trash, and after it came back, in that transaction. */
  trashed?: (trx: Db, record: T) => Promise<void>
  restored?: (trx: Db, record: T) => Promise<void>
}

export const portfolioCollection: Collection<PortfolioItem, z.output<typeof portfolioInput>> = {
  name: 'portfolio',
  table: 'portfolio_items',
  service: portfolioService,
  schema: portfolioInput,
  deletedMessage: 'Portfolio item deleted successfully',
  activity: { entity: 'portfolio', thing: 'portfolio item', nameOf: (item) => item.title },
  // Back at its address, as a new project would be: a redirect made from it meanwhile goes.
  restored: (trx, item) => clearRedirectFrom(trx, projectPath(item.slug)),
}

export const productsCollection: Collection<Product, z.output<typeof productInput>> = {
  name: 'products',
  table: 'products',
  service: productService,
  schema: productInput,
  deletedMessage: 'Product deleted successfully',
  activity: { entity: 'product', thing: 'product', nameOf: (product) => product.name },
}

export const faqsCollection: Collection<Faq, z.output<typeof faqInput>> = {
  name: 'faqs',
  table: 'faqs',
  service: faqService,
  schema: faqInput,
  deletedMessage: 'FAQ deleted successfully',
  activity: { entity: 'faq', thing: 'FAQ', nameOf: (faq) => faq.question },
  // FAQ orders stay 0, 1, 2, … (ADR 066): the trash closes the gap, a restore reopens it.
  trashed: closeGapOf,
  restored: reopenPlaceOf,
}

/**
 * A collection's record as an editable one. A body is merged over the stored record, so fields
 * left out keep their values, and GET's answer (with `_id`, `createdAt`, `updatedAt`) is taken
 * back as it is: the schema drops the server's fields.
 */
export function collectionEditable<T extends StoredRecord, Data>(
  collection: Collection<T, Data>,
): Editable<T> {
  const { service, schema, activity, name } = collection
  return {
    resource: (id) => `${name}/${id}`,
    read: (db, id) => service.get(db, id),
    parse: (body, current) => schema.parse({ ...editableFields(current), ...bodyObject(body) }),
    save: (trx, id, document) => service.update(trx, id, document as Data),
    documentOf: (record) => editableFields(record),
    shapeDraft: (current, document, updatedAt) =>
      ({ ...current, ...(document as object), updatedAt }) as T,
    describe: (id, record, how) => ({
      action: 'update',
      entity: activity.entity,
      entityId: id,
      summary: `${HOW_WORDS[how]} the ${activity.thing} ${named(activity.nameOf(record))}`,
    }),
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

/** The editable record a revision's resource names (`portfolio/{id}`), for scheduled publishes. */
export function editableOf(resource: string): { editable: Editable; key: string } | undefined {
  const [kind, key = ''] = resource.split('/', 2) as [string, string?]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own shape
  const editables: Record<string, Editable<any>> = {
    content: siteCopyEditable,
    contact: contactEditable,
    portfolio: collectionEditable(portfolioCollection),
    products: collectionEditable(productsCollection),
    faqs: collectionEditable(faqsCollection),
  }
  const editable = editables[kind]
  return editable && { editable: editable as Editable, key }
}
