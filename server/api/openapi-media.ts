import { IMAGE_FORMAT_NAMES, MAX_IMAGE_SIZE } from '~/features/uploads/image-rules'
import { MEDIA_PAGE_MAX, MEDIA_SORTS, mediaUpdate } from '~/features/uploads/media'
import { z } from '~/lib/validation'

/** The media library's part of the OpenAPI document (docs/api.md §Media library, ADR 087). */
type JsonSchema = Record<string, unknown>
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } })
const error = (description: string) => ({ description, ...json(ref('Error')) })
const ok = (description: string, schema: unknown) => ({ description, ...json(schema) })
const secured = [{ token: [] }]
const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]
const dateTime = { type: 'string', format: 'date-time' }
const tags = ['media']
const e401 = error('No token, or an unknown, expired or revoked one')
const e403 = error('The role or token lacks the `content` right')
const e404 = error('No media item with this id')
const e413 = error(`Over ${MAX_IMAGE_SIZE}`)
const e415 = error(`Not a ${IMAGE_FORMAT_NAMES} image (decided by its bytes)`)

const input = (schema: z.ZodType): JsonSchema => {
  const { $schema, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  void $schema
  return rest
}

const imageBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: { image: { type: 'string', format: 'binary' } },
        required: ['image'],
      },
    },
  },
}

export const mediaSchemas = {
  MediaUse: {
    type: 'object',
    description: 'A record that shows the item',
    properties: {
      type: {
        type: 'string',
        description:
          "The record's kind: a collection's id, `content` (a page's site copy, `_id` the page) or `brand` (Settings → Brand, `_id` `brand`)",
      },
      _id: { type: 'string' },
      title: { type: 'string' },
      trashed: { type: 'boolean', description: 'The record is in the trash (it still holds it)' },
      in: {
        type: 'string',
        enum: ['draft', 'revision'],
        description:
          "Only the record's draft (`draft`) or an earlier version of it (`revision`) holds the picture; absent when the record shows it",
      },
    },
    required: ['type', '_id', 'title', 'trashed'],
  },
  MediaItem: {
    type: 'object',
    properties: {
      _id: { type: 'string' },
      url: { type: 'string', description: 'Its current file; a replace gives a new one' },
      filename: { type: 'string' },
      mimeType: { type: 'string' },
      size: { type: 'integer', description: 'Bytes' },
      width: { type: 'integer' },
      height: { type: 'integer' },
      alt: { type: 'string', description: "'' when not described yet" },
      focalPoint: {
        anyOf: [
          {
            type: 'object',
            properties: { x: { type: 'integer' }, y: { type: 'integer' } },
            required: ['x', 'y'],
          },
          { type: 'null' },
        ],
        description: 'Per cent of the width and height; null = the centre',
      },
      uploadedBy: {
        anyOf: [
          {
            type: 'object',
            properties: { _id: { type: 'string' }, username: { type: 'string' } },
            required: ['_id', 'username'],
          },
          { type: 'null' },
        ],
      },
      createdAt: dateTime,
      updatedAt: dateTime,
      usedBy: { type: 'array', items: ref('MediaUse') },
    },
    required: [
      '_id',
      'url',
      'filename',
      'mimeType',
      'size',
      'width',
      'height',
      'alt',
      'focalPoint',
      'uploadedBy',
      'createdAt',
      'updatedAt',
      'usedBy',
    ],
  },
}

const item = ok('The item', ref('MediaItem'))

export const mediaPaths = {
  '/api/media': {
    get: {
      tags,
      summary: 'The media library, newest first',
      security: secured,
      parameters: [
        {
          name: 'q',
          in: 'query',
          schema: { type: 'string' },
          description: 'Text in the file name or the alt text',
        },
        {
          name: 'unused',
          in: 'query',
          schema: { type: 'string', enum: ['1', '0', 'true', 'false'] },
          description: 'Only items no record uses',
        },
        {
          name: 'sort',
          in: 'query',
          schema: { type: 'string', enum: [...MEDIA_SORTS], default: 'date' },
          description: 'date: newest first; name: A–Z; size: largest first',
        },
        {
          name: 'limit',
          in: 'query',
          schema: { type: 'integer', minimum: 1, maximum: MEDIA_PAGE_MAX, default: 60 },
        },
        { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
      ],
      responses: {
        200: ok('A page of items and how many match', {
          type: 'object',
          properties: {
            items: { type: 'array', items: ref('MediaItem') },
            total: { type: 'integer' },
          },
          required: ['items', 'total'],
        }),
        400: error('A parameter out of range'),
        401: e401,
        403: e403,
      },
    },
  },
  '/api/media/{id}': {
    parameters: idParam,
    get: {
      tags,
      summary: 'One item, with where it is used',
      security: secured,
      responses: { 200: item, 401: e401, 403: e403, 404: e404 },
    },
    patch: {
      tags,
      summary: 'Rename, describe or set the focal point of an item',
      security: secured,
      requestBody: { required: true, ...json(input(mediaUpdate)) },
      responses: {
        200: item,
        400: error('A field is invalid (named in `errors`)'),
        401: e401,
        403: e403,
        404: e404,
      },
    },
    delete: {
      tags,
      summary: 'Delete an item no record uses',
      security: secured,
      responses: {
        200: ok('Deleted', {
          type: 'object',
          properties: { message: { type: 'string' } },
          required: ['message'],
        }),
        401: e401,
        403: e403,
        404: e404,
        409: ok('Records use it (the trash included): `usedBy` lists them', {
          type: 'object',
          properties: {
            message: { type: 'string' },
            usedBy: { type: 'array', items: ref('MediaUse') },
          },
          required: ['message', 'usedBy'],
        }),
      },
    },
  },
  '/api/media/{id}/file': {
    parameters: idParam,
    put: {
      tags,
      summary:
        'Replace the file: a new URL, which every record that showed the old one shows from now on',
      security: secured,
      requestBody: imageBody,
      responses: {
        200: item,
        400: error('No file in the `image` field'),
        401: e401,
        403: e403,
        404: e404,
        409: error('The file is another item of the library already'),
        413: e413,
        415: e415,
      },
    },
  },
}
