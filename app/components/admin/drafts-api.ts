import { ApiError, apiFetch, apiRequest } from '~/lib/api-client'

/**
 * Drafts and scheduled publishing of any editable record (docs/api.md §Revisions, drafts and
 * schedule; ADR 057). `resource` is the record's path under /api, as for History:
 * `content/home`, `{collection}/{id}`, `contact`.
 */
export const pathOf = (resource: string) =>
  `/api/${resource.split('/').map(encodeURIComponent).join('/')}`

/** The published record, as its public GET answers it. */
export const getCurrent = (resource: string) => apiRequest<unknown>(pathOf(resource))

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

export const cancelScheduled = (resource: string) =>
  apiRequest<{ message: string }>(`${pathOf(resource)}/schedule`, { method: 'DELETE', auth: true })

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
  /** The draft there is, if any (its document is asked for only then). */
  draft?: DraftStamp | null
  /** SITE_TIMEZONE: the zone "Publish at…" reads and shows times in. */
  timeZone: string
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
    return await draftOf(resource, await apiFetch(`${pathOf(resource)}/draft`, { auth: true }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/**
 * Saves the draft. `etag` is the draft this editor started from: one saved since by a colleague
 * makes this a 409 naming them, never a silent overwrite.
 */
export async function saveDraft(
  resource: string,
  document: unknown,
  etag: string | undefined,
): Promise<RecordDraft> {
  const response = await apiFetch(`${pathOf(resource)}/draft`, {
    method: 'PUT',
    body: document,
    auth: true,
    headers: etag ? { 'if-match': `"${etag}"` } : {},
  })
  return draftOf(resource, response)
}

export const discardDraft = (resource: string) =>
  apiRequest<{ message: string }>(`${pathOf(resource)}/draft`, { method: 'DELETE', auth: true })

/** Publishes the draft now (answering what GET answers), or schedules it for `at`. */
export const publishDraft = (resource: string, at?: string) =>
  apiRequest<unknown>(`${pathOf(resource)}/publish`, {
    method: 'POST',
    body: at ? { at } : {},
    auth: true,
  })

export const getSchedule = (resource: string) =>
  apiRequest<RecordSchedule>(`${pathOf(resource)}/schedule`, { auth: true })

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
 * live through it, saved first (a colleague's newer draft is a 409) and then published, which
 * drops it and any schedule of it; without one, `plain` saves as a client that knows nothing of
 * drafts does.
 */
export async function publishThroughDraft<T>(
  resource: string,
  draft: DraftStamp | null,
  document: unknown,
  plain: () => Promise<T>,
): Promise<T> {
  if (!draft) return plain()
  await saveDraft(resource, document, draft.etag)
  return (await publishDraft(resource)) as T
}
