import type { Message } from './schemas'
import { isLeadStatus, type LeadStatus } from './statuses'

/**
 * The Messages screen's filters (docs/product.md §Leads), kept in the URL so a filtered list
 * can be shared and survives a reload. Status and owner are asked of the server (spam is only
 * listed when asked for); source and period filter the loaded list.
 */
export interface LeadFilters {
  status: LeadStatus | ''
  /** '' anyone, 'me', 'none', or a user id. */
  owner: string
  source: string
  /** Days back from now; '' any time. */
  period: string
}

export const PERIODS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
] as const

export function filtersFrom(params: URLSearchParams): LeadFilters {
  const status = params.get('status') ?? ''
  return {
    status: isLeadStatus(status) ? status : '',
    owner: params.get('owner') ?? '',
    source: params.get('source') ?? '',
    period: PERIODS.some((p) => p.value === params.get('period')) ? params.get('period')! : '',
  }
}

/** One value per kind of source: the campaign when there is one, else the referring host. */
export function sourceKey(message: Message): string {
  if (!message.source) return 'none'
  if (message.source.utmCampaign) return `campaign:${message.source.utmCampaign}`
  return message.source.referrer ? `referrer:${message.source.referrer}` : 'direct'
}

export function sourceLabel(key: string): string {
  if (key === 'none') return 'No visit counted'
  if (key === 'direct') return 'Direct'
  const [kind, ...rest] = key.split(':')
  return `${kind === 'campaign' ? 'Campaign' : 'Referrer'}: ${rest.join(':')}`
}

/** What the loaded list shows under the source and period filters. */
export function applyClientFilters(
  messages: Message[],
  filters: LeadFilters,
  now = Date.now(),
): Message[] {
  const since = filters.period ? now - Number(filters.period) * 86_400_000 : undefined
  return messages.filter(
    (m) =>
      (!filters.source || sourceKey(m) === filters.source) &&
      (since === undefined || new Date(m.createdAt).getTime() >= since),
  )
}
