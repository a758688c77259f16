import { PowerIcon, RefreshCwIcon, RotateCcwIcon, SendIcon, Trash2Icon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { ConfirmDeleteDialog } from '~/components/admin/confirm-delete-dialog'
import { FormCard } from '~/components/admin/form-card'
import { formatDateTime } from '~/components/admin/format'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toaster'
import { isUnauthorized, serverMessageOr } from '~/lib/api-client'
import { changeWebhook, deleteWebhook, redeliver, rotateWebhookSecret, sendTestEvent } from '../api'
import type { DeliveryInfo, WebhookInfo } from '../schemas'
import { ConfirmDialog } from '~/components/admin/confirm-dialog'
import { ShownOnce } from './shown-once'
import { webhookLabel } from './webhooks-section'

/** While a delivery is on its way, the log is read again this often. */
const REFRESH_MS = 2000

const STATUS_BADGES: Record<
  DeliveryInfo['status'],
  { label: string; variant: 'outline' | 'secondary' | 'destructive' }
> = {
  pending: { label: 'Pending', variant: 'secondary' },
  delivered: { label: 'Delivered', variant: 'outline' },
  failed: { label: 'Failed', variant: 'destructive' },
}

/**
 * One webhook (docs/product.md §Integrations): what it sends where, turning it on or off, a
 * test event, a new signing secret, and its delivery log with each answer and a redeliver.
 * The log refreshes by itself while a delivery is pending.
 */
export function WebhookScreen({
  webhook,
  deliveries,
  onChanged,
}: {
  webhook: WebhookInfo
  deliveries: DeliveryInfo[]
  onChanged: () => void
}) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [secret, setSecret] = useState<string | null>(null)
  const [asking, setAsking] = useState<'rotate' | 'delete' | null>(null)
  const pending = deliveries.some((d) => d.status === 'pending')

  useEffect(() => {
    if (!pending) return
    const timer = setInterval(onChanged, REFRESH_MS)
    return () => clearInterval(timer)
  }, [pending, onChanged])

  const run = async <T,>(work: () => Promise<T>, done: (result: T) => string, failed: string) => {
    setBusy(true)
    try {
      const result = await work()
      toast.success(done(result))
      onChanged()
      return result
    } catch (error) {
      if (!isUnauthorized(error)) toast.error(serverMessageOr(error, failed))
    } finally {
      setBusy(false)
    }
  }

  const label = webhookLabel(webhook)
  return (
    <div className="flex flex-col gap-6">
      <FormCard title={label} description={webhook.url}>
        <div className="flex flex-col gap-4">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <dt className="text-muted-foreground">Sends</dt>
              <dd>
                {webhook.format === 'slack' ? 'Slack messages' : 'Standard Webhooks (signed JSON)'}
              </dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className="text-muted-foreground">Events</dt>
              <dd className="break-words">{webhook.events.join(', ')}</dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className="text-muted-foreground">State</dt>
              <dd className="flex flex-wrap items-center gap-2">
                {webhook.enabled ? 'On' : 'Off'}
                {webhook.disabledReason && (
                  <span className="text-destructive">{webhook.disabledReason}</span>
                )}
              </dd>
            </div>
            {webhook.previousSecretUntil && (
              <div className="flex flex-col gap-1">
                <dt className="text-muted-foreground">Previous secret</dt>
                <dd>Still signs until {formatDateTime(webhook.previousSecretUntil)}</dd>
              </div>
            )}
          </dl>
          {secret && (
            <ShownOnce
              title="Copy the new signing secret now"
              label="Signing secret"
              value={secret}
              note="Deliveries are signed with both the old and the new secret for 24 hours: put the new one in your receiver before then. It is shown only now."
              onDone={() => setSecret(null)}
            />
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              disabled={busy || !webhook.enabled}
              onClick={() =>
                void run(
                  () => sendTestEvent(webhook._id),
                  () => 'Test event sent',
                  'Failed to send the test event',
                )
              }
            >
              <SendIcon aria-hidden />
              Send test event
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() =>
                void run(
                  () => changeWebhook(webhook._id, { enabled: !webhook.enabled }),
                  (changed) => (changed.enabled ? 'Webhook turned on' : 'Webhook turned off'),
                  'Failed to change the webhook',
                )
              }
            >
              <PowerIcon aria-hidden />
              {webhook.enabled ? 'Turn off' : 'Turn on'}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => setAsking('rotate')}
            >
              <RotateCcwIcon aria-hidden />
              Rotate secret
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => setAsking('delete')}
            >
              <Trash2Icon aria-hidden />
              Delete
            </Button>
          </div>
        </div>
      </FormCard>

      <FormCard
        title="Delivery log"
        description="Every delivery of the last 30 days: its answer, how long it took, and its tries. One not answered 2xx within 10 s is tried again, after longer and longer pauses."
        actions={
          <Button type="button" variant="outline" size="sm" onClick={onChanged}>
            <RefreshCwIcon aria-hidden />
            Refresh
          </Button>
        }
      >
        {deliveries.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing sent yet.</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Deliveries">
            {deliveries.map((delivery) => (
              <DeliveryRow
                key={delivery._id}
                delivery={delivery}
                busy={busy}
                onRedeliver={() =>
                  void run(
                    () => redeliver(webhook._id, delivery._id),
                    () => 'Sent again',
                    'Failed to redeliver',
                  )
                }
              />
            ))}
          </ul>
        )}
      </FormCard>

      <ConfirmDialog
        open={asking === 'rotate'}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Rotate the signing secret?"
        description="A new secret signs from now on; the current one keeps signing beside it for 24 hours, so your receiver can move over without losing a delivery."
        action="Rotate"
        onConfirm={() => {
          setAsking(null)
          void run(
            () => rotateWebhookSecret(webhook._id),
            (rotated) => {
              setSecret(rotated.secret)
              return 'New signing secret made'
            },
            'Failed to rotate the secret',
          )
        }}
      />
      <ConfirmDeleteDialog
        thing="webhook and its delivery log"
        open={asking === 'delete'}
        onOpenChange={(open) => !open && setAsking(null)}
        onConfirm={() => {
          setAsking(null)
          void (async () => {
            try {
              await deleteWebhook(webhook._id)
              toast.success('Webhook deleted')
              await navigate('/admin/settings/integrations')
            } catch (error) {
              if (!isUnauthorized(error))
                toast.error(serverMessageOr(error, 'Failed to delete the webhook'))
            }
          })()
        }}
      />
    </div>
  )
}

function DeliveryRow({
  delivery,
  busy,
  onRedeliver,
}: {
  delivery: DeliveryInfo
  busy: boolean
  onRedeliver: () => void
}) {
  const badge = STATUS_BADGES[delivery.status]
  const answer =
    delivery.responseStatus !== null
      ? `HTTP ${delivery.responseStatus}`
      : (delivery.error ?? 'Not tried yet')
  return (
    <li className="flex flex-col gap-2 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={badge.variant}>{badge.label}</Badge>
        <code>{delivery.event}</code>
        <span className="text-muted-foreground">{formatDateTime(delivery.createdAt)}</span>
      </div>
      <div className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-xs">
        <span>{delivery.attempt === 1 ? '1 try' : `${delivery.attempt} tries`}</span>
        <span>{answer}</span>
        {delivery.durationMs !== null && <span>{delivery.durationMs} ms</span>}
        {delivery.nextAttemptAt && <span>Next try {formatDateTime(delivery.nextAttemptAt)}</span>}
      </div>
      {delivery.responseExcerpt && (
        <details>
          <summary className="cursor-pointer text-xs">Answer</summary>
          <pre className="bg-muted mt-2 max-h-48 overflow-auto rounded-md p-2 text-xs break-all whitespace-pre-wrap">
            {delivery.responseExcerpt}
          </pre>
        </details>
      )}
      {delivery.status !== 'pending' && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          disabled={busy}
          aria-label={`Redeliver the ${delivery.event} of ${formatDateTime(delivery.createdAt)}`}
          onClick={onRedeliver}
        >
          <RotateCcwIcon aria-hidden />
          Redeliver
        </Button>
      )}
    </li>
  )
}
