import { PlusIcon, ScrollTextIcon } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { FormField } from '~/components/admin/form-field'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { FieldError, Input } from '~/components/ui/form-controls'
import { EVENT_LABELS, EVENT_TYPES } from '~/core/events'
import { createWebhook } from '../api'
import { webhookInput, type WebhookInfo, type WebhookInput } from '../schemas'
import { ShownOnce } from './shown-once'

const blank: WebhookInput = {
  url: '',
  events: ['lead.created'],
  description: '',
  format: 'standard',
}

/** A webhook's address as the list shows it: the host and the start of the path. */
export const webhookLabel = (webhook: Pick<WebhookInfo, 'url' | 'description'>) =>
  webhook.description || new URL(webhook.url).host

/**
 * Webhooks (docs/product.md §Integrations): a form to add one (its address, Standard Webhooks
 * or Slack, its events), its signing secret shown once, and the list, each leading to its
 * delivery log.
 */
export function WebhooksSection({
  webhooks,
  onChanged,
}: {
  webhooks: WebhookInfo[]
  onChanged: () => void
}) {
  const [made, setMade] = useState<{ label: string; secret: string } | null>(null)
  const {
    register,
    reset,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useAdminForm({
    schema: webhookInput,
    defaultValues: blank,
    save: async (data) => {
      const created = await createWebhook(data)
      reset(blank)
      setMade({ label: webhookLabel(created), secret: created.secret })
      onChanged()
      return 'Webhook added'
    },
    fields: ['url', 'events', 'description', 'format'],
    failed: 'Failed to add the webhook',
  })

  return (
    <div className="flex flex-col gap-6">
      {made ? (
        <ShownOnce
          title={`Copy the signing secret of "${made.label}" now`}
          label="Signing secret"
          value={made.secret}
          note="Every delivery is signed with it as Standard Webhooks sign (webhook-id, webhook-timestamp, webhook-signature): your receiver checks it with this secret. It is shown only now."
          onDone={() => setMade(null)}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <FormField
            id="webhook-url"
            label="URL"
            required
            hint="Where events are sent: https://… (a Slack incoming webhook's address, say)"
            error={errors.url?.message}
          >
            {(aria) => (
              <Input type="url" inputMode="url" autoComplete="off" {...register('url')} {...aria} />
            )}
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Sends</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value="standard"
                className="accent-primary size-4"
                {...register('format')}
              />
              Standard Webhooks: signed JSON for your own code, Zapier, Make or n8n
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value="slack"
                className="accent-primary size-4"
                {...register('format')}
              />
              Slack: a message in a channel (&quot;New lead: …&quot;)
            </label>
          </fieldset>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.events ? 'webhook-events-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium">Events</legend>
            {EVENT_TYPES.map((event) => (
              <label key={event} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={event}
                  className="accent-primary size-4"
                  {...register('events')}
                />
                {EVENT_LABELS[event]} <code className="text-muted-foreground">{event}</code>
              </label>
            ))}
            <FieldError id="webhook-events-error" message={errors.events?.message} />
          </fieldset>
          <FormField
            id="webhook-description"
            label="Description"
            hint="Optional: 'Sales channel', 'CRM'"
            error={errors.description?.message}
          >
            {(aria) => <Input autoComplete="off" {...register('description')} {...aria} />}
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting}>
              <PlusIcon aria-hidden />
              Add Webhook
            </Button>
          </div>
        </form>
      )}
      {webhooks.length === 0 ? (
        <p className="text-muted-foreground text-sm">No webhooks yet.</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Webhooks">
          {webhooks.map((webhook) => (
            <li key={webhook._id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="break-all">{webhookLabel(webhook)}</span>
                  {webhook.format === 'slack' && <Badge variant="secondary">Slack</Badge>}
                  {webhook.enabled ? (
                    <Badge variant="outline">On</Badge>
                  ) : (
                    <Badge variant="destructive">Off</Badge>
                  )}
                </span>
                <span className="text-muted-foreground text-xs break-all">
                  {new URL(webhook.url).host} · {webhook.events.join(', ')}
                </span>
                {webhook.disabledReason && (
                  <span className="text-destructive text-xs">{webhook.disabledReason}</span>
                )}
              </div>
              <Button asChild variant="outline" size="sm">
                <Link
                  to={`/admin/settings/integrations/webhooks/${webhook._id}`}
                  aria-label={`Delivery log and settings: ${webhookLabel(webhook)}`}
                >
                  <ScrollTextIcon aria-hidden />
                  Delivery log
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
