import { LEAD_STATUSES } from '~/features/leads/statuses'

/** The leads part of the OpenAPI document (docs/api.md §Leads). */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } })
const error = (description: string) => ({ description, ...json(ref('Error')) })
const secured = [{ token: [] }]
const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]
const nullableString = { type: ['string', 'null'] }
const dateTime = { type: 'string', format: 'date-time' }
const status = { type: 'string', enum: [...LEAD_STATUSES] }
const e401 = error('No token, or an unknown, expired or revoked one')
const e404 = error('No message with this id')
const text = {
  required: true,
  ...json({
    type: 'object',
    properties: { body: { type: 'string', minLength: 1, maxLength: 10000 } },
    required: ['body'],
  }),
}

/** What a lead adds to a message record. */
export const leadFields = {
  status: { ...status, description: '`new` when stored' },
  assignee: {
    description: 'The team member who owns the lead',
    anyOf: [
      {
        type: 'object',
        properties: { _id: { type: 'string' }, username: { type: 'string' } },
        required: ['_id', 'username'],
      },
      { type: 'null' },
    ],
  },
  answeredAt: {
    ...nullableString,
    description: 'When a mail answering one of our replies last came in',
  },
  spamReason: {
    ...nullableString,
    description:
      'Why the bot traps put the message under spam when it arrived ("The hidden field was filled."); null when they did not',
  },
  lang: {
    ...nullableString,
    description:
      'The language of the page it was sent from (`?lang=` on `POST /api/messages`; the default language without one); null for messages sent before languages were kept',
  },
  page: {
    ...nullableString,
    description:
      'The path of the composed page whose contact form sent it (`/offer/website-audit`); null for the contact page, the API, or messages sent before pages',
  },
}

const actor = {
  anyOf: [
    {
      type: 'object',
      properties: { _id: nullableString, username: { type: 'string' } },
      required: ['_id', 'username'],
    },
    { type: 'null' },
  ],
}
const base = { _id: { type: 'string' }, at: dateTime, actor }
const entry = (type: string, fields: Record<string, unknown>) => ({
  type: 'object',
  properties: { ...base, type: { const: type }, ...fields },
  required: ['_id', 'at', 'actor', 'type', ...Object.keys(fields)],
})

export const leadSchemas = {
  TimelineEntry: {
    description: 'One thing that happened to a lead, oldest first',
    oneOf: [
      entry('status', { from: status, to: status }),
      entry('assigned', { to: actor }),
      entry('note', { body: { type: 'string' } }),
      entry('reply', {
        body: { type: 'string' },
        state: { type: 'string', enum: ['queued', 'sent', 'failed'] },
        messageId: { type: 'string', description: 'Our Message-ID, `<id@domain>`' },
        error: { ...nullableString, description: 'Why the last attempt failed' },
      }),
      entry('inbound', {
        body: { type: 'string' },
        from: { type: 'string' },
        messageId: { type: 'string' },
      }),
    ],
  },
  Lead: {
    allOf: [
      ref('ContactMessage'),
      {
        type: 'object',
        properties: {
          timeline: { type: 'array', items: ref('TimelineEntry') },
          canReply: { type: 'boolean', description: 'Whether replies can be sent (SMTP_URL)' },
        },
        required: ['timeline', 'canReply'],
      },
    ],
  },
}

export const leadListParameters = [
  {
    name: 'status',
    in: 'query',
    description: `Comma-separated statuses (${LEAD_STATUSES.join(', ')}); without it, every status but spam`,
    schema: { type: 'string' },
  },
  {
    name: 'assignee',
    in: 'query',
    description: '`me`, `none`, or a user id',
    schema: { type: 'string' },
  },
]

export const erasePath = {
  tags: ['messages'],
  summary:
    'Erase everything about one e-mail address: its messages, notes, replies, inbound mails and sources (admin)',
  security: secured,
  parameters: [{ name: 'email', in: 'query', required: true, schema: { type: 'string' } }],
  responses: {
    200: {
      description: 'How many messages were erased; one activity entry without the address',
      ...json({
        type: 'object',
        properties: { deleted: { type: 'integer', minimum: 0 } },
        required: ['deleted'],
      }),
    },
    400: error('No valid `email`'),
    401: e401,
  },
}

export const leadPaths = {
  '/api/messages/assignees': {
    get: {
      tags: ['messages'],
      summary: 'The team members a lead can be assigned to: those with the `leads` right',
      security: secured,
      responses: {
        200: {
          description: 'Accounts by username',
          ...json({
            type: 'array',
            items: {
              type: 'object',
              properties: { _id: { type: 'string' }, username: { type: 'string' } },
              required: ['_id', 'username'],
            },
          }),
        },
        401: e401,
      },
    },
  },
  '/api/messages/{id}/notes': {
    parameters: idParam,
    post: {
      tags: ['messages'],
      summary: 'Add an internal note (never sent to the visitor)',
      security: secured,
      requestBody: text,
      responses: {
        201: { description: 'The note, as its timeline entry', ...json(ref('TimelineEntry')) },
        400: error('No text'),
        401: e401,
        404: e404,
      },
    },
  },
  '/api/messages/{id}/replies': {
    parameters: idParam,
    post: {
      tags: ['messages'],
      summary:
        'Reply to the sender by e-mail (Subject `Re: {subject}`, From "{staff member} at {brand}" at the MAIL_FROM address, Reply-To REPLY_TO or the staff member, our own Message-ID, the original quoted); a New lead becomes Contacted',
      security: secured,
      requestBody: text,
      responses: {
        202: {
          description: 'Queued: the timeline entry, whose `state` moves to sent or failed',
          ...json(ref('TimelineEntry')),
        },
        400: error('No text'),
        401: e401,
        404: e404,
        503: error('The server has no SMTP_URL'),
      },
    },
  },
}

export const leadIdOperations = {
  get: {
    tags: ['messages'],
    summary: 'One lead: the message with its timeline',
    security: secured,
    responses: {
      200: { description: 'The lead', ...json(ref('Lead')) },
      401: e401,
      404: e404,
    },
  },
  patch: {
    tags: ['messages'],
    summary: 'Change the status and/or the owner (`assigneeId`: a user id, or null for nobody)',
    security: secured,
    requestBody: {
      required: true,
      ...json({
        type: 'object',
        properties: { status, assigneeId: nullableString },
      }),
    },
    responses: {
      200: { description: 'The message', ...json(ref('ContactMessage')) },
      400: error(
        'An unknown status, an unknown user or one without the `leads` right, or nothing to change',
      ),
      401: e401,
      404: e404,
    },
  },
}

export const markUnreadOperation = {
  tags: ['messages'],
  summary: 'Mark as unread (the status stays)',
  security: secured,
  responses: {
    200: { description: 'The message, unread', ...json(ref('ContactMessage')) },
    401: e401,
    404: e404,
  },
}
