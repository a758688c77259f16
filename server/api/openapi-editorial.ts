import { COLLECTIONS } from '~/collections'
/**
 * The OpenAPI paths of a record's history, draft and schedule (docs/api.md §Revisions, drafts and
 * schedule), the same for each kind of editable record.
 */
type JsonSchema = Record<string, unknown>

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } })
const errorRef = { $ref: '#/components/schemas/Error' }
const messageRef = { $ref: '#/components/schemas/Message' }
const error = (description: string) => ({ description, ...json(errorRef) })
const ok = (description: string, schema: JsonSchema) => ({ description, ...json(schema) })
const secured = [{ token: [] }]
const dateTime = { type: 'string', format: 'date-time' }
const author = {
  anyOf: [
    {
      type: 'object',
      properties: { _id: { type: 'string' }, username: { type: 'string' } },
      required: ['_id', 'username'],
    },
    { type: 'null' },
  ],
}

export const revisionSummarySchema: JsonSchema = {
  type: 'object',
  properties: { _id: { type: 'string' }, createdAt: dateTime, author },
  required: ['_id', 'createdAt', 'author'],
}

const draftInfo: JsonSchema = {
  type: 'object',
  properties: { etag: { type: 'string' }, updatedAt: dateTime, author },
  required: ['etag', 'updatedAt', 'author'],
}

/** A scheduled publish that could not go live (ADR 072). */
const failure: JsonSchema = {
  type: 'object',
  properties: {
    scheduledAt: dateTime,
    failedAt: dateTime,
    reason: { type: 'string' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    scheduledBy: author,
  },
  required: ['scheduledAt', 'failedAt', 'reason', 'errors', 'scheduledBy'],
}

/** A 409 about the draft: what it is now (ADR 071). */
const conflict = (description: string) => ({
  description,
  ...json({
    type: 'object',
    properties: {
      message: { type: 'string' },
      errors: { type: 'object' },
      conflict: {
        type: 'object',
        properties: {
          draft: { anyOf: [draftInfo, { type: 'null' }] },
          published: { anyOf: [revisionSummarySchema, { type: 'null' }] },
        },
        required: ['draft', 'published'],
      },
    },
    required: ['message', 'conflict'],
  }),
})

const ifMatch = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'The ETag of the draft the client holds',
  schema: { type: 'string' },
}
const ifNoneMatch = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: '`*`: the client saw no draft',
  schema: { type: 'string' },
}

const common = {
  401: error('No token, or an unknown, expired or revoked one'),
  403: error('The role lacks the content right'),
  404: error('No such record (or revision)'),
}

/**
 * `base` is the record's OpenAPI path (`/api/portfolio/{id}`); `parameters` its path
 * parameters; `shaped` what its GET answers; `body` what its PUT takes.
 */
export function editorialPaths(
  base: string,
  tag: string,
  parameters: JsonSchema[],
  shaped: JsonSchema,
  body: JsonSchema,
): Record<string, JsonSchema> {
  const ridParam = { name: 'rid', in: 'path', required: true, schema: { type: 'string' } }
  const op = (summary: string, responses: JsonSchema, extra: JsonSchema = {}) => ({
    tags: [tag],
    summary,
    security: secured,
    ...extra,
    responses: { ...responses, ...common },
  })
  return {
    [`${base}/revisions`]: {
      parameters,
      get: op('Published revisions, newest first', {
        200: ok('The revisions', { type: 'array', items: revisionSummarySchema }),
      }),
    },
    [`${base}/revisions/{rid}`]: {
      parameters: [...parameters, ridParam],
      get: op('One revision with its whole document', {
        200: ok('The revision', {
          ...revisionSummarySchema,
          properties: {
            ...(revisionSummarySchema.properties as JsonSchema),
            document: { description: 'The document as it was published' },
          },
          required: ['_id', 'createdAt', 'author', 'document'],
        }),
      }),
    },
    [`${base}/revisions/{rid}/restore`]: {
      parameters: [...parameters, ridParam],
      post: op('Publish this revision again, as a new revision (a draft is kept)', {
        200: ok('Published; what GET answers', shaped),
        400: error('It no longer passes the checks (a menu link that leads nowhere now)'),
      }),
    },
    [`${base}/draft`]: {
      parameters,
      get: op('The unpublished draft (with an ETag)', {
        200: ok('The draft, shaped as GET', shaped),
      }),
      put: op(
        'Save a draft: nothing public changes',
        {
          200: ok('Saved; the ETag names this save', shaped),
          400: error('A field failing validation'),
          409: conflict(
            'If-Match names another draft than the one there is (or none), or If-None-Match: * while there is one',
          ),
        },
        {
          parameters: [ifMatch, ifNoneMatch],
          requestBody: { required: true, ...json(body) },
        },
      ),
      delete: op(
        'Discard the draft (and its schedule)',
        {
          200: ok('Discarded', messageRef),
          409: conflict('If-Match names another draft than the one there is'),
        },
        { parameters: [ifMatch] },
      ),
    },
    [`${base}/publish`]: {
      parameters,
      post: op(
        'Publish the draft now, or at `at`',
        {
          200: ok('Published; what GET answers', shaped),
          202: ok('Scheduled', {
            type: 'object',
            properties: { scheduledAt: dateTime },
            required: ['scheduledAt'],
          }),
          400: error('`at` is not an ISO date-time, or the draft does not pass the checks'),
          409: conflict('There is no draft, or If-Match names another one'),
        },
        {
          parameters: [ifMatch],
          requestBody: {
            required: false,
            ...json({ type: 'object', properties: { at: dateTime } }),
          },
        },
      ),
    },
    [`${base}/schedule`]: {
      parameters,
      get: op('When the draft is scheduled to go live', {
        200: ok('The time, or null', {
          type: 'object',
          properties: {
            scheduledAt: { anyOf: [dateTime, { type: 'null' }] },
            timeZone: { type: 'string', description: 'SITE_TIMEZONE' },
            draft: {
              description: 'The draft there is, if any: its ETag, when and by whom it was saved',
              anyOf: [draftInfo, { type: 'null' }],
            },
            failed: {
              description: 'Its scheduled publish that could not go live, and why',
              anyOf: [failure, { type: 'null' }],
            },
          },
          required: ['scheduledAt', 'timeZone', 'draft', 'failed'],
        }),
      }),
      delete: op('Cancel the scheduled publish, or dismiss one that failed', {
        200: ok('Cancelled', messageRef),
      }),
    },
  }
}

/** The kinds of record that go to the trash: the collections that declare one. */
const trashTypes = () => COLLECTIONS.filter((c) => c.editorial.trash).map((c) => c.id)

/** The trash: deleted records of every collection with a trash, for 30 days. */
export function trashPaths(): Record<string, JsonSchema> {
  const params = [
    {
      name: 'type',
      in: 'path',
      required: true,
      schema: { type: 'string', enum: trashTypes() },
    },
    { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
  ]
  const op = (summary: string, responses: JsonSchema) => ({
    tags: ['trash'],
    summary,
    security: secured,
    responses: { ...responses, ...common },
  })
  return {
    '/api/schedule': {
      get: op('Every scheduled publish, soonest first', {
        200: ok('The schedule', {
          type: 'object',
          properties: {
            timeZone: { type: 'string', description: 'SITE_TIMEZONE' },
            items: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  resource: { type: 'string', description: '`content/home`, `products/{id}`, …' },
                  title: { type: 'string' },
                  scheduledAt: dateTime,
                },
                required: ['resource', 'title', 'scheduledAt'],
              },
            },
            failed: {
              description: 'Scheduled publishes that could not go live, latest first',
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  resource: { type: 'string' },
                  title: { type: 'string' },
                  ...(failure.properties as JsonSchema),
                },
                required: ['resource', 'title', ...(failure.required as string[])],
              },
            },
          },
          required: ['timeZone', 'items', 'failed'],
        }),
      }),
    },
    '/api/trash': {
      get: op('Deleted items, newest first', {
        200: ok('The trash', {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              _id: { type: 'string' },
              type: { type: 'string', enum: trashTypes() },
              title: { type: 'string' },
              deletedAt: dateTime,
              deletedBy: author,
              imageUrl: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            },
            required: ['_id', 'type', 'title', 'deletedAt', 'deletedBy', 'imageUrl'],
          },
        }),
      }),
    },
    '/api/trash/{type}/{id}/restore': {
      parameters: params,
      post: op('Put the item back, with its picture and history', {
        200: ok('The restored record', { type: 'object' }),
        409: error('Another project took its slug since: the message names it'),
      }),
    },
    '/api/trash/{type}/{id}': {
      parameters: params,
      delete: op('Delete the item for good', { 200: ok('Deleted', messageRef) }),
    },
  }
}
