import { readFileSync } from 'node:fs'
import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'
import { newWebhookSecret, signatureHeader } from './signature.server'
import { slackText } from './slack.server'

/** The ten lines of Node that docs/api.md §Integrations ("Integrate") gives receivers. */
async function documentedVerify() {
  const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8')
  const code = /\*\*Integrate\.\*\*[\s\S]*?```js\n([\s\S]*?)```/.exec(doc)?.[1]
  expect(code).toBeDefined()
  const module = (await import(
    `data:text/javascript;base64,${Buffer.from(code!).toString('base64')}`
  )) as { verify: (secret: string, headers: Record<string, string>, body: string) => boolean }
  return module.verify
}

describe('signing deliveries as Standard Webhooks sign', () => {
  const body = JSON.stringify({
    type: 'lead.created',
    timestamp: '2026-11-27T10:00:00.000Z',
    data: { id: 'x' },
  })
  const timestamp = Math.floor(Date.now() / 1000)

  it('is verified by the official library, and by the snippet the docs give', async () => {
    const secret = newWebhookSecret()
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader([secret], { id: 'msg_1', timestamp, body }),
    }
    expect(new Webhook(secret).verify(body, headers)).toMatchObject({ type: 'lead.created' })
    const verify = await documentedVerify()
    expect(verify(secret, headers, body)).toBe(true)
    expect(verify(secret, headers, body.replace('x', 'y'))).toBe(false)
    expect(verify(newWebhookSecret(), headers, body)).toBe(false)
    const stale = { ...headers, 'webhook-timestamp': String(timestamp - 3600) }
    expect(verify(secret, stale, body)).toBe(false)
  })

  it('carries one signature per secret during a rotation, each verifiable alone', () => {
    const [old, fresh] = [newWebhookSecret(), newWebhookSecret()]
    const header = signatureHeader([fresh, old], { id: 'msg_2', timestamp, body })
    expect(header.split(' ')).toHaveLength(2)
    for (const secret of [old, fresh]) {
      const headers = {
        'webhook-id': 'msg_2',
        'webhook-timestamp': String(timestamp),
        'webhook-signature': header,
      }
      expect(() => new Webhook(secret).verify(body, headers)).not.toThrow()
    }
  })
})

describe('what a Slack webhook says', () => {
  it('names the lead, its campaign, and links to it, with the sender’s markup escaped', () => {
    const text = slackText('lead.created', {
      id: '1',
      name: 'Ada <@U123>',
      email: 'ada@example.com',
      phone: null,
      subject: 'Shop & app',
      message: '…',
      status: 'new',
      owner: null,
      campaign: 'spring-launch',
      source: null,
      receivedAt: '2026-11-27T10:00:00.000Z',
      url: 'https://agency.example/admin/messages/1',
    })
    expect(text).toBe(
      'New lead: Ada &lt;@U123&gt;, ada@example.com, Shop &amp; app, campaign spring-launch <https://agency.example/admin/messages/1|Open the lead>',
    )
  })
})
