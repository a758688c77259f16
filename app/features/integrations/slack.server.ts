import type { EventData, EventType } from '~/core/events'

/**
 * What a webhook marked "Slack" sends: the `{"text"}` body Slack's incoming webhooks take, one
 * line per event (ADR 082). Slack reads `&`, `<` and `>` as markup (a link, `<!channel>`), so a
 * sender's own words have them escaped and can neither mention a channel nor fake a link.
 */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const link = (url: string | null, label: string) => (url ? ` <${url}|${label}>` : '')

const STATUS_WORDS: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
}

export function slackText<T extends EventType>(type: T, data: EventData[T]): string {
  switch (type) {
    case 'lead.created': {
      const lead = data as EventData['lead.created']
      const parts = [lead.name, lead.email, lead.subject].map(escape)
      if (lead.campaign) parts.push(`campaign ${escape(lead.campaign)}`)
      return `New lead: ${parts.join(', ')}${link(lead.url, 'Open the lead')}`
    }
    case 'lead.updated': {
      const lead = data as EventData['lead.updated']
      const changes: string[] = []
      const status = lead.changes?.status
      if (status) {
        changes.push(
          `status ${STATUS_WORDS[status.from] ?? status.from} → ${STATUS_WORDS[status.to] ?? status.to}`,
        )
      }
      const owner = lead.changes?.owner
      if (owner) changes.push(`owner ${escape(owner.to ?? 'nobody')}`)
      return `Lead updated: ${escape(lead.name)}, ${escape(lead.email)}${changes.length ? `: ${changes.join(', ')}` : ''}${link(lead.url, 'Open the lead')}`
    }
    case 'content.published': {
      const content = data as EventData['content.published']
      return `Published: ${escape(content.title)}${link(content.url, 'View it')}`
    }
    case 'post.published': {
      const post = data as EventData['post.published']
      return `New post: ${escape(post.title)}${link(post.url, 'Read it')}`
    }
    default:
      return escape(String(type))
  }
}

export const SLACK_TEST_TEXT = 'Test event: this webhook works.'
