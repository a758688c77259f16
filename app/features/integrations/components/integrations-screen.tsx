import { FormCard } from '~/components/admin/form-card'
import type { Role } from '~/core/rights'
import type { ApiTokenInfo, WebhookInfo } from '../schemas'
import { ApiTokensSection } from './api-tokens-section'
import { WebhooksSection } from './webhooks-section'

/** Settings → Integrations (docs/product.md §Integrations): API tokens and webhooks. */
export function IntegrationsScreen({
  tokens,
  webhooks,
  role,
  onChanged,
}: {
  tokens: ApiTokenInfo[]
  webhooks: WebhookInfo[]
  role: Role | undefined
  onChanged: () => void
}) {
  return (
    <div className="flex flex-col gap-6">
      <FormCard
        title="Webhooks"
        description="New leads and published content, sent where your team works: Slack, a CRM, a spreadsheet script. Each delivery is signed, retried for hours when the receiver is down, and logged."
      >
        <WebhooksSection webhooks={webhooks} onChanged={onChanged} />
      </FormCard>
      <FormCard
        title="API tokens"
        description="For programs that call the API (docs: /api/openapi.json): each acts with the rights you give it, in your name, and never reaches anyone's account."
      >
        <ApiTokensSection tokens={tokens} role={role} onChanged={onChanged} />
      </FormCard>
    </div>
  )
}
