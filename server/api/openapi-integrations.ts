import { EVENT_TYPES } from '~/core/events'
import {
  apiTokenInput,
  DELIVERY_STATUSES,
  RIGHT_NAMES,
  WEBHOOK_FORMATS,
  webhookInput,
  webhookPatch,
} from '~/features/integrations/schemas'
import { z } from '~/lib/validation'

/** The integrations part of the OpenAPI document (docs/api.md §Integrations). */
type JsonSchema = Record<string, unknown>
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } })
const error = (description: string) => ({ description, ...json(ref('Error')) })
const ok = (description: string, schema: unknown) => ({ description, ...json(schema) })
const secured = [{ token: [] }]
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } }
const nullableString = { type: ['string', 'null'] }
const nullableInteger = { type: ['integer', 'null'] }
const dateTime = { type: 'string', format: 'date-time' }
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' }
const e401 = error('No token, or an unknown, expired or revoked one')
const e404 = (what: string) => error(`No ${what} with this id`)
const tags = ['integrations']

const input = (schema: z.ZodType): JsonSchema => {
  const { $schema, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  void $schema
  return rest
}
const body = (schema: z.ZodType) => ({ required: true, ...json(input(schema)) })

const eventType = { type: 'string', enum: [...EVENT_TYPES] }

export const integrationSchemas = {
  ApiToken: {
    type: 'object',
    properties: {
      _id: { type: 'string' },
      name: { type: 'string' },
      rights: { type: 'array', items: { type: 'string', enum: RIGHT_NAMES } },
      createdAt: dateTime,
      createdBy: { ...nullableString, description: 'The account the token acts for' },
      lastUsedAt: nullableDateTime,
      expiresAt: { ...nullableDateTime, description: 'null: it never expires' },
    },
    required: ['_id', 'name', 'rights', 'createdAt', 'createdBy', 'lastUsedAt', 'expiresAt'],
  },
  Webhook: {
    type: 'object',
    properties: {
      _id: { type: 'string' },
      url: { type: 'string' },
      events: { type: 'array', items: eventType },
      description: nullableString,
      format: {
        type: 'string',
        enum: [...WEBHOOK_FORMATS],
        description: '`slack`: the body is `{"text"}` as Slack’s incoming webhooks take it',
      },
      enabled: { type: 'boolean' },
      disabledReason: {
        ...nullableString,
        description: 'Why the server turned it off (failed tries in a row over a day)',
      },
      previousSecretUntil: {
        ...nullableDateTime,
        description: 'Until when the secret before the last rotation still signs',
      },
      failures: { type: 'integer', minimum: 0, description: 'Failed tries in a row' },
      createdAt: dateTime,
      updatedAt: dateTime,
    },
    required: [
      '_id',
      'url',
      'events',
      'description',
      'format',
      'enabled',
      'disabledReason',
      'previousSecretUntil',
      'failures',
      'createdAt',
      'updatedAt',
    ],
  },
  WebhookDelivery: {
    type: 'object',
    properties: {
      _id: { type: 'string' },
      event: { type: 'string', enum: [...EVENT_TYPES, 'webhook.test'] },
      attempt: { type: 'integer', minimum: 0, description: 'Tries so far' },
      status: { type: 'string', enum: [...DELIVERY_STATUSES] },
      responseStatus: nullableInteger,
      durationMs: nullableInteger,
      responseExcerpt: {
        ...nullableString,
        description: 'The first 1 KB of the last answer’s body, secrets taken out',
      },
      error: { ...nullableString, description: 'Why the last try had no answer' },
      nextAttemptAt: nullableDateTime,
      lastAttemptAt: nullableDateTime,
      createdAt: dateTime,
    },
    required: [
      '_id',
      'event',
      'attempt',
      'status',
      'responseStatus',
      'durationMs',
      'responseExcerpt',
      'error',
      'nextAttemptAt',
      'lastAttemptAt',
      'createdAt',
    ],
  },
}

export const integrationPaths = {
  '/api/tokens': {
    get: {
      tags,
      summary: 'The API tokens, newest first (never a token’s value)',
      security: secured,
      responses: { 200: ok('The tokens', { type: 'array', items: ref('ApiToken') }), 401: e401 },
    },
    post: {
      tags,
      summary:
        'Make an API token: its value is in this answer only; its rights never exceed your role’s',
      security: secured,
      requestBody: body(apiTokenInput),
      responses: {
        201: ok('Made', {
          type: 'object',
          properties: {
            _id: { type: 'string' },
            token: { type: 'string', pattern: '^ast_[A-Za-z0-9_-]{43}$' },
          },
          required: ['_id', 'token'],
        }),
        400: error('A field failing validation; a right your role lacks under `errors.rights`'),
        401: e401,
      },
    },
  },
  '/api/tokens/{id}': {
    parameters: [idParam],
    delete: {
      tags,
      summary: 'Revoke: the token gets 401 from its next request on',
      security: secured,
      responses: { 200: ok('Revoked', ref('Message')), 401: e401, 404: e404('token') },
    },
  },
  '/api/webhooks': {
    get: {
      tags,
      summary: 'The webhooks (never a secret)',
      security: secured,
      responses: { 200: ok('The webhooks', { type: 'array', items: ref('Webhook') }), 401: e401 },
    },
    post: {
      tags,
      summary:
        'Add a webhook: its signing secret is in this answer only. A host that is, or resolves to, a loopback, private or link-local address is refused unless WEBHOOK_ALLOW_PRIVATE=1',
      security: secured,
      requestBody: body(webhookInput),
      responses: {
        201: ok('Added', {
          allOf: [
            ref('Webhook'),
            {
              type: 'object',
              properties: { secret: { type: 'string', pattern: '^whsec_' } },
              required: ['secret'],
            },
          ],
        }),
        400: error('A field failing validation; an inner address under `errors.url`'),
        401: e401,
      },
    },
  },
  '/api/webhooks/{id}': {
    parameters: [idParam],
    get: {
      tags,
      summary: 'One webhook',
      security: secured,
      responses: { 200: ok('The webhook', ref('Webhook')), 401: e401, 404: e404('webhook') },
    },
    patch: {
      tags,
      summary:
        'Change its URL, events, description, or turn it on or off (on starts its failures over)',
      security: secured,
      requestBody: body(webhookPatch),
      responses: {
        200: ok('Changed', ref('Webhook')),
        400: error('A field failing validation, or nothing to change'),
        401: e401,
        404: e404('webhook'),
      },
    },
    delete: {
      tags,
      summary: 'Remove, with its delivery log',
      security: secured,
      responses: { 200: ok('Removed', ref('Message')), 401: e401, 404: e404('webhook') },
    },
  },
  '/api/webhooks/{id}/rotate-secret': {
    parameters: [idParam],
    post: {
      tags,
      summary: 'A new signing secret; the old one keeps signing beside it for 24 hours',
      security: secured,
      responses: {
        200: ok('The new secret, shown this once', {
          type: 'object',
          properties: { secret: { type: 'string' }, previousSecretUntil: dateTime },
          required: ['secret', 'previousSecretUntil'],
        }),
        401: e401,
        404: e404('webhook'),
      },
    },
  },
  '/api/webhooks/{id}/test': {
    parameters: [idParam],
    post: {
      tags,
      summary: 'Send a `webhook.test` event now (tried once; the log shows the answer)',
      security: secured,
      responses: {
        202: ok('Queued', ref('WebhookDelivery')),
        401: e401,
        404: e404('webhook'),
      },
    },
  },
  '/api/webhooks/{id}/deliveries': {
    parameters: [idParam],
    get: {
      tags,
      summary: 'The delivery log: the last 100 deliveries, newest first (kept 30 days)',
      security: secured,
      responses: {
        200: ok('The deliveries', { type: 'array', items: ref('WebhookDelivery') }),
        401: e401,
        404: e404('webhook'),
      },
    },
  },
  '/api/webhooks/{id}/deliveries/{did}/redeliver': {
    parameters: [idParam, { ...idParam, name: 'did' }],
    post: {
      tags,
      summary: 'Send a delivery again: a new delivery of the same message (same `webhook-id`)',
      security: secured,
      responses: {
        202: ok('Queued', ref('WebhookDelivery')),
        401: e401,
        404: e404('webhook or delivery'),
      },
    },
  },
}
