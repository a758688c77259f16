import { apiRequest } from '~/lib/api-client'
import type {
  ApiTokenInfo,
  ApiTokenInput,
  DeliveryInfo,
  WebhookInfo,
  WebhookInput,
  WebhookPatch,
} from './schemas'

/** Settings → Integrations' calls (docs/api.md §Integrations). */
export const listApiTokens = () => apiRequest<ApiTokenInfo[]>('/api/tokens', { auth: true })

export const createApiToken = (body: ApiTokenInput) =>
  apiRequest<{ _id: string; token: string }>('/api/tokens', { method: 'POST', body, auth: true })

export const revokeApiToken = (id: string) =>
  apiRequest<{ message: string }>(`/api/tokens/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  })

export const listWebhooks = () => apiRequest<WebhookInfo[]>('/api/webhooks', { auth: true })

const webhookPath = (id: string) => `/api/webhooks/${encodeURIComponent(id)}`

export const getWebhook = (id: string) => apiRequest<WebhookInfo>(webhookPath(id), { auth: true })

export const createWebhook = (body: WebhookInput) =>
  apiRequest<WebhookInfo & { secret: string }>('/api/webhooks', {
    method: 'POST',
    body,
    auth: true,
  })

export const changeWebhook = (id: string, body: Partial<WebhookPatch>) =>
  apiRequest<WebhookInfo>(webhookPath(id), { method: 'PATCH', body, auth: true })

export const deleteWebhook = (id: string) =>
  apiRequest<{ message: string }>(webhookPath(id), { method: 'DELETE', auth: true })

export const rotateWebhookSecret = (id: string) =>
  apiRequest<{ secret: string; previousSecretUntil: string }>(`${webhookPath(id)}/rotate-secret`, {
    method: 'POST',
    auth: true,
  })

export const sendTestEvent = (id: string) =>
  apiRequest<DeliveryInfo>(`${webhookPath(id)}/test`, { method: 'POST', auth: true })

export const listDeliveries = (id: string) =>
  apiRequest<DeliveryInfo[]>(`${webhookPath(id)}/deliveries`, { auth: true })

export const redeliver = (id: string, deliveryId: string) =>
  apiRequest<DeliveryInfo>(
    `${webhookPath(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    { method: 'POST', auth: true },
  )
