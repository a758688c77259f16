import type { ActivityEntry } from '~/core/activity'
import { apiRequest } from '~/lib/api-client'
import { activityApiQuery, type ActivityFilter } from './activity-filter'

/** The newest entries the filters let through, `limit` of them, older than `olderThan` when given. */
export const listActivity = (filter: ActivityFilter, page: { limit: number; olderThan?: string }) =>
  apiRequest<ActivityEntry[]>(`/api/activity?${activityApiQuery(filter, page)}`, { auth: true })
