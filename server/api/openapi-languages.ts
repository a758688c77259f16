import { serverCollections } from '~/collections.server'

/** The languages part of the OpenAPI document (docs/api.md §Languages; ADR 080). */
type JsonSchema = Record<string, unknown>

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } })
const ok = (description: string, schema: JsonSchema) => ({ description, ...json(schema) })
const error = (description: string) => ({
  description,
  ...json({ $ref: '#/components/schemas/Error' }),
})

const LANG = {
  name: 'lang',
  in: 'query',
  required: false,
  description:
    'A language of the site (SITE_LANGUAGES): the record in it, each translated field falling back to the default language; a write keeps only the texts that differ from the default language’s. Default: the default language.',
  schema: { type: 'string' },
}

const METHODS = ['get', 'put', 'post', 'delete'] as const

/** Whether `path` is a translatable record's, or one of its drafts, revisions or schedule. */
const translatable = (path: string) =>
  path === '/api/contact' ||
  path.startsWith('/api/contact/') ||
  path.startsWith('/api/content/') ||
  serverCollections.some(
    ({ collection }) => collection.translate.length > 0 && path.startsWith(`/api/${collection.id}`),
  )

/** `paths` with `?lang=` on every operation of a translatable record (and its workflow). */
export function withLanguageParameter(
  paths: Record<string, JsonSchema>,
): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      if (!translatable(path) || path.endsWith('/preview') || path.endsWith('/move')) {
        return [path, item]
      }
      const withLang: JsonSchema = { ...item }
      for (const method of METHODS) {
        const op = item[method] as JsonSchema | undefined
        if (!op) continue
        const parameters = (op.parameters as unknown[] | undefined) ?? []
        withLang[method] = {
          ...op,
          parameters: [...parameters, LANG],
          responses: {
            ...(op.responses as JsonSchema),
            400: (op.responses as JsonSchema)[400] ?? error('Not a language of this site'),
          },
        }
      }
      return [path, withLang]
    }),
  )
}

export const languagePaths: Record<string, JsonSchema> = {
  '/api/languages': {
    get: {
      tags: ['languages'],
      summary: 'The site’s languages, the default first',
      responses: {
        200: ok('Languages', {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              code: { type: 'string', description: 'BCP 47 tag, as SITE_LANGUAGES has it' },
              name: { type: 'string', description: 'Its name in English (the portal’s)' },
              dir: { type: 'string', enum: ['ltr', 'rtl'] },
              default: { type: 'boolean' },
            },
            required: ['code', 'name', 'dir', 'default'],
          },
        }),
      },
    },
  },
  '/api/translations': {
    get: {
      tags: ['languages'],
      summary: 'Each translatable record in each language but the default, and its state',
      security: [{ token: [] }],
      responses: {
        200: ok('States', {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              type: {
                type: 'string',
                description: 'A collection’s id, `content` (a site page) or `contact`',
              },
              _id: { type: 'string', description: 'The record’s id, the page, or empty' },
              title: { type: 'string' },
              lang: { type: 'string' },
              state: { type: 'string', enum: ['missing', 'outdated', 'done'] },
            },
            required: ['type', '_id', 'title', 'lang', 'state'],
          },
        }),
        401: error('No token, or an unknown, expired or revoked one'),
        403: error('The role lacks the content right'),
      },
    },
  },
}
