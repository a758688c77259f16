import type { LucideIcon } from 'lucide-react'
import type { z } from '~/lib/validation'
import type { Right } from './rights'

/**
 * A kind of record staff add to and remove from in the portal, declared once (ADR 076): the
 * portfolio, products and FAQs, and every kind added after them. The declaration holds what
 * the shared mechanisms need to know of the kind — its API path, labels and texts, the right it
 * needs, its editorial workflow, its public pages, which of its fields are pictures, translated
 * or searched — and each mechanism (the API router, route rights, OpenAPI, revisions, drafts,
 * the trash, export and import, the activity log, history links, the portal's sidebar,
 * dashboard and screens) reads it, so none of them names a collection.
 *
 * This half is isomorphic: the portal reads it too. What only the server has (queries, hooks,
 * the OpenAPI shape) is `ServerCollection` in ./collection.server.ts.
 */

/** What every stored record carries (docs/api.md §REST API). */
export interface StoredRecord {
  _id: string
  createdAt: string
  updatedAt: string
}

/** The spec's texts for one kind (docs/product.md §Toasts and errors), word for word. */
export interface CollectionTexts {
  /** 404 of an unknown id: 'Portfolio item not found'. */
  notFound: string
  /** A delete's answer and toast: 'Portfolio item deleted successfully'. */
  deleted: string
  /** 'Portfolio item created successfully', 'Portfolio item updated successfully'. */
  created: string
  updated: string
  /** 'Failed to load portfolio items', 'Failed to load portfolio item'. */
  loadListFailed: string
  loadFailed: string
  /** 'Failed to save portfolio item', 'Failed to delete portfolio item'. */
  saveFailed: string
  deleteFailed: string
  /** The list's empty row: 'No portfolio items found'. */
  empty: string
}

/** An image field and, when the record has one, the field with its text alternative. */
export interface ImageField<T> {
  url: keyof T & string
  alt?: keyof T & string
  /**
   * The field holds pictures somewhere inside it, not one URL: a composed page's `sections`
   * (each a JSON object, some with an `image`). The media library finds and repoints our
   * picture URLs anywhere in its stored text.
   */
  within?: true
}

/**
 * How the portal shows a kind: its sidebar entry and dashboard card, and its list and form
 * screens, loaded when first opened (components/admin/collection-screens.ts says what the
 * screens module provides).
 */
export interface CollectionAdmin {
  icon: LucideIcon
  /** Where the sidebar lists it: the sidebar's own entries are numbered 10, 20, 30, … */
  navPosition: number
  /** The dashboard's count card, when the dashboard shows one: 'Portfolio Items'. */
  dashboardLabel?: string
  /** Its portal screens' module. */
  screens: () => Promise<{ screens: unknown }>
}

export interface CollectionDeclaration<T extends StoredRecord = StoredRecord, Data = unknown> {
  /**
   * Its name everywhere: the API path (`/api/{id}`), the portal's (`/admin/{id}`), a record's
   * revisions and drafts (`{id}/{recordId}`), its kind in the trash. Lower-case, URL-safe.
   */
  id: string
  labels: {
    /** How a sentence names one record: 'portfolio item'. */
    singular: string
    /** How a heading names them all: 'Portfolio Items'. */
    plural: string
    /** The portal's sidebar entry and section title: 'Portfolio'. */
    nav: string
  }
  texts: CollectionTexts
  /** What `POST` and `PUT /api/{id}` accept, and the portal's form checks with. */
  schema: z.ZodType<Data>
  /** The table its rows live in (the trash keeps a deleted row as it was). */
  table: string
  /** The right its writes, drafts, history and trash need (app/core/rights.ts); reads are public. */
  right: Right
  /**
   * Its API reads need the right too, and are never cached: a composed page is read on the site
   * at its path, and the API is the team's, drafts included (docs/api.md §Pages).
   */
  teamReads?: boolean
  /**
   * Its editorial workflow (docs/api.md §Revisions, drafts and schedule): every kind declared so
   * far has all four; a kind without revisions has no drafts or schedule either.
   */
  editorial: { revisions: boolean; drafts: boolean; schedule: boolean; trash: boolean }
  /** How the activity log names the kind (an `entity` of its own) and one of its records. */
  activity: { entity: string; nameOf: (record: T) => string }
  /**
   * Its public pages, when it has any: the list's path, and a record's own page, with the title
   * that page shows (its title card draws it) and the picture it is shared with.
   */
  pages?: {
    list?: string
    record?: (record: T) => string
    /**
     * The field holding the path a record chooses for its page (a composed page's `path`): a
     * path the product, a built-in page, another record or a redirect answers is refused (409).
     */
    ownPath?: keyof T & string
    title?: (record: T) => string
    /** The picture its page is shared with (its share card is that picture, cropped). */
    image?: (record: T) => string | null
    /**
     * Whether the record's page is offered to search engines (the sitemap); a page kept out
     * (a composed page marked `noindex`) is still public. Without it, every page is listed.
     */
    listed?: (record: T) => boolean
  }
  /** The fields that hold pictures (the media library follows them). */
  images: ImageField<T>[]
  /** The fields a second language translates; the others are shared by every language. */
  translate: (keyof T & string)[]
  /**
   * The paths a record translates when they depend on the record, each a text (ADR 080): a
   * composed page's section texts (`sections.0.heading`, `sections.2.items.1.answer`), so a
   * translation replaces texts and never the sections' number, order, links or pictures. The
   * server's translations and the portal's language switch both read it. Without it, the
   * `translate` fields.
   */
  translatedPaths?: (record: T) => string[]
  /**
   * What site search indexes (ADR 090): what a result calls one record (`post`, the public
   * search page's label for it), its title, and the fields of the text it searches and quotes
   * (texts and lists of texts; Markdown is searched as its words). Only a kind with a public
   * page (`pages.record`, else `pages.list`) is searched: a result must lead somewhere.
   */
  search?: { type: string; title: keyof T & string; body: (keyof T & string)[] }
  admin: CollectionAdmin
}

/** The declaration of any kind, whatever its record: what shared mechanisms take. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own record
export type AnyCollection = CollectionDeclaration<any, any>

/** Declares a kind; the identity function gives the record type a place to be checked. */
export function defineCollection<T extends StoredRecord, Data>(
  declaration: CollectionDeclaration<T, Data>,
): CollectionDeclaration<T, Data> {
  return declaration
}

/** A record's revisions, draft and schedule are kept under this resource: `{id}/{recordId}`. */
export const resourceOf = (collection: { id: string }, recordId: string) =>
  `${collection.id}/${recordId}`

/** The stored column of a declared field: its snake-cased name (`shareImageUrl` → `share_image_url`). */
export const columnOf = (field: string) =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
