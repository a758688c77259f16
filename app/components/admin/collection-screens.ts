import type { ComponentType } from 'react'
import type { EditorialState } from './drafts-api'
import type { ImageUploader } from './image-upload'

/** What a collection's form screen is given (ADR 076). */
export interface CollectionFormProps<T, Extra = undefined> {
  /** The record being edited; absent when creating. */
  record?: T
  /** An existing record's draft and schedule (a new one has nothing published to draft over). */
  editorial?: EditorialState
  uploader: ImageUploader
  /** What `loadExtra` loaded beside the record. */
  extra: Extra
}

/**
 * A collection's portal screens, the module its declaration's `admin.screens` loads: the list
 * (`/admin/{kind}`) and the form (`/admin/{kind}/new`, `/admin/{kind}/edit/{id}`). The routes
 * around them are shared: they check the right, load the records and their drafts, and show
 * the collection's own texts when that fails.
 */
export interface CollectionScreens<T, Extra = undefined> {
  List: ComponentType<{ items: T[]; onChanged: () => void }>
  Form: ComponentType<CollectionFormProps<T, Extra>>
  /** What the form needs beyond its record, loaded with it: a new FAQ's order, say. */
  loadExtra?: (id: string | undefined) => Promise<Extra>
}
