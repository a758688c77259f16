import { createHmac, randomBytes } from 'node:crypto'

/**
 * Signing as Standard Webhooks sign (ADR 082), so any of its libraries verifies a delivery: the
 * secret is `whsec_` and base64 of random bytes; the signature is base64 of the HMAC-SHA256,
 * keyed by those bytes, of `{webhook-id}.{webhook-timestamp}.{body}`, sent as `v1,{signature}`.
 * While a rotated secret still signs, the header carries one signature per secret, separated
 * by a space, and a receiver holding either accepts it.
 */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`

export function signatureHeader(
  secrets: string[],
  message: { id: string; timestamp: number; body: string },
): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
      const signed = `${message.id}.${message.timestamp}.${message.body}`
      return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`
    })
    .join(' ')
}
