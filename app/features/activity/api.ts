import type { ActivityEntry } from '~/core/activity'
import { apiRequest } from '~/lib/api-client'

/** The newest entries, `limit` of them, older than `before` when given. */
export const listActivity = ({ limit, before }: { limit: number; before?: string }) =>
  apiRequest<ActivityEntry[]>(
    `/api/activity?${new URLSearchParams({ limit: String(limit), ...(before ? { before } : {}) })}`,
    { auth: true },
  )
