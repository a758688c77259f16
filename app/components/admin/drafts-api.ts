import type { DraftConflict, DraftInfo, ScheduleFailure } from '~/core/revisions'
import { ApiError, apiFetch, apiRequest } from '~/lib/api-client'

export type { DraftConflict, ScheduleFailure } from '~/core/revisions'

/**
 * Drafts and scheduled publishing of any editable record (docs/api.md §Revisions, drafts and
 * schedule; ADR 057). `resource` is the record's path under /api, as for History:
 * `content/home`, `{collection}/{id}`, `contact`.
 */
export function pathOf(resource: string, below = ''): string {
  // A translation is its record in a language: `portfolio/1@de` → `/api/portfolio/1…?lang=de`.
  const at = resource.lastIndexOf('@')
  const record = at === -1 ? resource : resource.slice(0, at)
  const lang = at === -1 ? '' : `?lang=${encodeURIComponent(resource.slice(at + 1))}`
  return `/api/${record.split('/').map(encodeURIComponent).join('/')}${below}${lang}`
}

/**
 * The record as it stands, as its GET answers it; signed in, so a record the public does not
 * see (a draft post) is found too.
 */
export const getCurrent = (resource: string) =>
  apiRequest<unknown>(pathOf(resource), { auth: true })

/**
 * The document a revision keeps, out of what GET answers: a page's `content`, or a record
 * without the fields the server owns.
 */
export function documentOf(resource: string, shaped: unknown): unknown {
  if (shaped === null || typeof shaped !== 'object') return shaped
  if (resource.startsWith('content/')) return (shaped as { content: unknown }).content
  const { _id, createdAt, updatedAt, ...rest } = shaped as Record<string, unknown>
  void [_id, createdAt, updatedAt]
  return rest
}

/** Saves and publishes the record (a translation when `resource` names one: `portfolio/1@de`). */
export const putRecord = <T>(resource: string, document: unknown) =>
  apiRequest<T>(pathOf(resource), { method: 'PUT', body: document, auth: true })

/** Cancels the scheduled publish, or dismisses one that failed. */
export const cancelScheduled = (resource: string) =>
  apiRequest<{ message: string }>(pathOf(resource, '/schedule'), { method: 'DELETE', auth: true })

/** Which draft an editor holds: `etag` names its last save, for the next one's If-Match. */
export interface DraftStamp {
  updatedAt: string
  etag: string
}

/** A record's unpublished draft: the document as a PUT takes it (a page's `content`). */
export interface RecordDraft extends DraftStamp {
  document: unknown
}

export interface RecordSchedule {
  scheduledAt: string | null
  /** The draft there is, if any, and who saved it (its document is asked for only then). */
  draft?: DraftInfo | null
  /** SITE_TIMEZONE: the zone "Publish at…" reads and shows times in. */
  timeZone: string
  /** Its scheduled publish that could not go live, and why (ADR 072). */
  failed?: ScheduleFailure | null
}

const etagOf = (response: Response) => (response.headers.get('etag') ?? '').replace(/"/g, '')

async function draftOf(resource: string, response: Response): Promise<RecordDraft> {
  const shaped = (await response.json()) as { updatedAt?: string | null }
  return {
    document: documentOf(resource, shaped),
    updatedAt: shaped.updatedAt ?? '',
    etag: etagOf(response),
  }
}

/** The record's draft, or null when there is none. */
export async function getDraft(resource: string): Promise<RecordDraft | null> {
  try {
    return await draftOf(resource, await apiFetch(pathOf(resource, '/draft'), { auth: true }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/**
 * The request's condition on the draft (ADR 071): the draft this editor holds (`If-Match`), or
 * none (`If-None-Match: *`), so a colleague's save since is a 409, never overwritten unseen.
 */
const onDraft = (draft: DraftStamp | null): Record<string, string> =>
  draft ? { 'if-match': `"${draft.etag}"` } : { 'if-none-match': '*' }

/** What a 409 says of the draft as it is now, when the editor's draft was not the latest. */
export function conflictOf(error: unknown): DraftConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined
  return (error.body as { conflict?: DraftConflict } | undefined)?.conflict
}

/**
 * Why a publish was refused, when a field says so (a `400`'s first field error: 'There is no page
 * at /carrers'): the editor's draft buttons and History have no field to show it under.
 */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined
  return Object.values(error.errors).flat()[0]
}

/** Saves the draft over the one this editor holds (`draft`), or as the first one (null). */
export async function saveDraft(
  resource: string,
  document: unknown,
  draft: DraftStamp | null,
): Promise<RecordDraft> {
  const response = await apiFetch(pathOf(resource, '/draft'), {
    method: 'PUT',
    body: document,
    auth: true,
    headers: onDraft(draft),
  })
  return draftOf(resource, response)
}

/** Discards the draft this editor holds (a colleague's newer one is a 409). */
export const discardDraft = (resource: string, draft: DraftStamp | null) =>
  apiRequest<{ message: string }>(pathOf(resource, '/draft'), {
    method: 'DELETE',
    auth: true,
    headers: draft ? onDraft(draft) : {},
  })

/** Publishes the draft this editor holds now (answering what GET answers), or schedules it. */
export const publishDraft = (resource: string, draft: DraftStamp, at?: string) =>
  apiRequest<unknown>(pathOf(resource, '/publish'), {
    method: 'POST',
    body: at ? { at } : {},
    auth: true,
    headers: onDraft(draft),
  })

export const getSchedule = (resource: string) =>
  apiRequest<RecordSchedule>(pathOf(resource, '/schedule'), { auth: true })

/** What an editor loads beside the record: its schedule, and its draft when there is one. */
export interface EditorialState {
  draft: RecordDraft | null
  schedule: RecordSchedule
}

export async function loadDraftState(resource: string): Promise<EditorialState> {
  const schedule = await getSchedule(resource)
  const draft = schedule.draft ? await getDraft(resource) : null
  return { draft, schedule }
}

/**
 * An editor's plain save (Publish, "Update Product"…): with a draft open, the form's values go
 * live through it, saved over it first and then published, which drops it and any schedule of
 * it; without one, `plain` saves as a client that knows nothing of drafts does (a draft a
 * colleague saved meanwhile makes either a 409: ADR 071).
 */
export async function publishThroughDraft<T>(
  resource: string,
  draft: DraftStamp | null,
  document: unknown,
  plain: () => Promise<T>,
): Promise<T> {
  if (!draft) return plain()
  const saved = await saveDraft(resource, document, draft)
  return (await publishDraft(resource, saved)) as T
}
