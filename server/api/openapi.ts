import {
  changePasswordInput,
  forgotPasswordInput,
  passkeyAddInput,
  passkeyNameInput,
  passkeyOptionsInput,
  passkeySignInInput,
  passwordInput,
  passwordLoginInput,
  resetPasswordInput,
  secondStepInput,
  enableAuthenticatorInput,
} from '~/features/auth/schemas'
import { accountChangeInput, authorProfileInput, newAccountInput } from '~/features/team/schemas'
import { pageInput } from '~/features/pages/schemas'
import { ROLES } from '~/core/rights'
import { contactDetailsInput } from '~/features/contact-details/schemas'
import { HONEYPOT_FIELD, STAMP_FIELD } from '~/features/leads/bot-traps'
import { messageInput } from '~/features/leads/schemas'
import { redirectImport, redirectInput } from '~/features/redirects/schemas'
import { IMAGE_FORMAT_NAMES, MAX_IMAGE_SIZE } from '~/features/uploads/image-rules'
import { ACTIVITY_ACTIONS } from '~/core/activity'
import { sitePageNames, sitePages } from '~/copy/documents'
import { z } from '~/lib/validation'
import { serverCollections } from '~/collections.server'
import { ACTIVITY_KINDS } from '~/collections'
import type { AnyServerCollection, CollectionAction } from '~/core/collection.server'
import { analyticsPaths, analyticsSchemas } from './openapi-analytics'
import { languagePaths, withLanguageParameter } from './openapi-languages'
import {
  erasePath,
  leadFields,
  leadIdOperations,
  leadListParameters,
  leadPaths,
  leadSchemas,
  markUnreadOperation,
} from './openapi-leads'
import { editorialPaths, trashPaths } from './openapi-editorial'
import { integrationPaths, integrationSchemas } from './openapi-integrations'
import { mediaPaths, mediaSchemas } from './openapi-media'
import { tokenMayUse } from './route-rights'

type JsonSchema = Record<string, unknown>

/** Request bodies are documented as the shared zod schemas accept them. */
const input = (schema: z.ZodType): JsonSchema => {
  const { $schema, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  void $schema
  return rest
}

/** The message body, plus the bot traps' fields the contact page's form sends. */
const messageWithTraps = (() => {
  const body = input(messageInput) as { properties: Record<string, JsonSchema> }
  return {
    ...body,
    properties: {
      ...body.properties,
      [HONEYPOT_FIELD]: { type: 'string', description: 'The honeypot: left empty by a person' },
      [STAMP_FIELD]: { type: 'string', description: "The contact page's signed stamp" },
    },
  }
})()

const nullableString = { anyOf: [{ type: 'string' }, { type: 'null' }] }
const dateTime = { type: 'string', format: 'date-time' }

/**
 * A stored record: what the schema produces, plus the fields the server owns. A field made by
 * a transform has no type zod can state for its output (it comes out as `{}`), so `produced`
 * gives those by hand; the OpenAPI test fails on any field left untyped.
 */
const record = (
  schema: z.ZodType,
  options: { produced?: JsonSchema; extra?: JsonSchema; createdAt?: boolean } = {},
): JsonSchema => {
  const { $schema, ...base } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as {
    $schema?: string
    properties: JsonSchema
    required?: string[]
  }
  void $schema
  const owned = {
    ...(options.createdAt === false ? {} : { createdAt: dateTime }),
    ...options.extra,
  }
  return {
    ...base,
    properties: { _id: { type: 'string' }, ...base.properties, ...options.produced, ...owned },
    required: [...new Set(['_id', ...(base.required ?? []), ...Object.keys(owned)])],
  }
}

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } })
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const error = (description: string) => ({ description, ...json(ref('Error')) })
const ok = (description: string, schema: JsonSchema) => ({ description, ...json(schema) })

const errors = {
  400: error('Malformed JSON or a field failing validation (`errors` lists them per field)'),
  401: error('No token, or an unknown, expired or revoked one'),
  404: error('No record with this id'),
  413: error('Body over 100 KB'),
  429: error('Rate limit hit; `Retry-After` says when to try again'),
}
const secured = [{ token: [] }]
const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]

/**
 * What an update accepts: any subset of the fields (the handler merges it over the stored
 * record), so nothing is required, and no field has a default: one left out keeps its value.
 */
function updateBody(schema: z.ZodObject): JsonSchema {
  const body = input(schema.partial()) as { properties: Record<string, JsonSchema> }
  for (const field of Object.values(body.properties)) delete field.default
  return body
}

/**
 * A collection's paths, from its declaration (ADR 076): create takes the whole record, update
 * only the fields it changes; then its history, drafts and schedule, and its actions.
 */
function collectionPaths({
  collection,
  openapi,
  actions = [],
  isPublic,
  listQuery,
}: AnyServerCollection): [string, JsonSchema][] {
  const tag = collection.id
  const schema = collection.schema as z.ZodObject
  const item = ref(openapi.name)
  // The list's own query: what it narrows by, and for a kind with records the public does not
  // see, `status=all` (collection-router.ts).
  const listParameters = [
    ...(listQuery?.names ?? []).map((name) => ({
      name,
      in: 'query',
      schema: { type: 'string' },
      description: `Only the records with this ${name} (any case)`,
    })),
    ...(isPublic
      ? [
          {
            name: 'status',
            in: 'query',
            schema: { type: 'string', enum: ['all'] },
            description: `Every record, those not public yet too (a token with the \`${collection.right}\` right; never cached)`,
          },
        ]
      : []),
  ]
  return Object.entries({
    [`/api/${tag}`]: {
      get: {
        tags: [tag],
        summary: `List ${tag}`,
        ...(listParameters.length ? { parameters: listParameters } : {}),
        responses: {
          200: ok(isPublic ? 'The public records' : 'All records', { type: 'array', items: item }),
          ...(isPublic ? { 400: errors[400], 401: errors[401], 403: error('Forbidden') } : {}),
        },
      },
      post: {
        tags: [tag],
        summary: `Create`,
        security: secured,
        requestBody: { required: true, ...json(input(schema)) },
        responses: {
          201: ok('Created', item),
          400: errors[400],
          401: errors[401],
          413: errors[413],
        },
      },
    },
    [`/api/${tag}/{id}`]: {
      parameters: idParam,
      get: {
        tags: [tag],
        summary: 'One record',
        responses: { 200: ok('The record', item), 404: errors[404] },
      },
      put: {
        tags: [tag],
        summary: 'Update (fields left out keep their values)',
        security: secured,
        requestBody: { required: true, ...json(updateBody(schema)) },
        responses: {
          200: ok('Updated', item),
          400: errors[400],
          401: errors[401],
          404: errors[404],
          409: error(
            'A draft exists (publish through it, or save over it): who saved it, and when',
          ),
        },
      },
      delete: {
        tags: [tag],
        summary: 'Delete (moves it to the trash for 30 days)',
        security: secured,
        responses: { 200: ok('Deleted', ref('Message')), 401: errors[401], 404: errors[404] },
      },
    },
    ...workflowPaths(
      editorialPaths(`/api/${tag}/{id}`, tag, idParam, item, updateBody(schema)),
      collection.editorial,
    ),
    ...Object.fromEntries(
      actions.map((action) => [`/api/${tag}/{id}/${action.name}`, actionPath(tag, action)]),
    ),
  })
}

/** The editorial paths a kind has: its revisions, drafts and schedule as declared. */
function workflowPaths(
  paths: Record<string, JsonSchema>,
  workflow: { revisions: boolean; drafts: boolean; schedule: boolean },
): Record<string, JsonSchema> {
  const has = (path: string) =>
    /\/revisions/.test(path)
      ? workflow.revisions
      : /\/(draft|publish)$/.test(path)
        ? workflow.drafts
        : /\/schedule$/.test(path)
          ? workflow.schedule
          : true
  return Object.fromEntries(Object.entries(paths).filter(([path]) => has(path)))
}

/** `POST /api/{kind}/{id}/{action}`: a collection's own action, with the kind's right. */
function actionPath(tag: string, action: CollectionAction): JsonSchema {
  return {
    parameters: idParam,
    post: {
      tags: [tag],
      summary: action.summary,
      security: secured,
      requestBody: { required: true, ...json(input(action.body)) },
      responses: {
        200: ok(action.answers.description, action.answers.schema),
        400: errors[400],
        401: errors[401],
        404: errors[404],
      },
    },
  }
}

/** Hints only the portal's editor reads (app/copy/documents.ts), not part of the API. */
const EDITOR_HINTS = ['rows', 'markdown', 'noun', 'itemTitle', 'icon', 'image']

/** A page's document, as PUT and preview take it and GET gives it back. */
const pageDocument = (schema: z.ZodType): JsonSchema => {
  const { $schema, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ jsonSchema }) => {
      for (const key of EDITOR_HINTS) delete (jsonSchema as JsonSchema)[key]
    },
  })
  void $schema
  return rest
}

/** GET and PUT of each page's copy, and its preview link (docs/api.md §Site content). */
function sitePagePaths(): Record<string, JsonSchema> {
  return Object.fromEntries(
    sitePageNames.flatMap((page) => {
      const { title, schema } = sitePages[page]
      const body = pageDocument(schema)
      const saved = {
        type: 'object',
        required: ['page', 'content', 'updatedAt'],
        properties: {
          page: { type: 'string', const: page },
          content: body,
          updatedAt: { ...nullableString, description: 'null while the starter copy shows' },
        },
      }
      return [
        [
          `/api/content/${page}`,
          {
            get: {
              tags: ['site content'],
              summary: `The ${title} page's copy`,
              responses: { 200: ok('The published copy, or the starter copy', saved) },
            },
            put: {
              tags: ['site content'],
              summary: `Publish the ${title} page's copy (the whole document, or what GET gave)`,
              security: secured,
              requestBody: { required: true, ...json({ anyOf: [body, saved] }) },
              responses: {
                200: ok('Published', saved),
                400: errors[400],
                401: errors[401],
                409: error(
                  'A draft exists (publish through it, or save over it): who saved it, and when',
                ),
              },
            },
          },
        ],
        [
          `/api/content/${page}/preview`,
          {
            post: {
              tags: ['site content'],
              summary: `A link showing the ${title} page with this draft, for an hour`,
              description:
                'Publishes nothing. `urls` lists every public page the copy shows on; with `?lang=`, each at its address in that language (`/de/…`).',
              parameters: [
                {
                  name: 'lang',
                  in: 'query',
                  required: false,
                  description:
                    'A language of the site (SITE_LANGUAGES): the draft is of its translation, and the links are to the pages in that language. Default: the default language.',
                  schema: { type: 'string' },
                },
              ],
              security: secured,
              requestBody: { required: true, ...json(body) },
              responses: {
                201: ok('The preview links', {
                  type: 'object',
                  required: ['url', 'urls', 'expiresAt'],
                  properties: {
                    url: { type: 'string' },
                    urls: { type: 'array', items: { type: 'string' } },
                    expiresAt: dateTime,
                  },
                }),
                400: errors[400],
                401: errors[401],
              },
            },
          },
        ],
        ...Object.entries(
          editorialPaths(`/api/content/${page}`, 'site content', [], saved, {
            anyOf: [body, saved],
          }),
        ),
      ]
    }),
  )
}

let cached: JsonSchema | undefined

/** OpenAPI 3.1, generated from the same zod schemas the API validates with. */
export function openApiDocument(): JsonSchema {
  cached ??= {
    openapi: '3.1.0',
    info: {
      title: 'Agency site API',
      version: '1.0.0',
      description:
        'Public reads need no token; every write, and the messages list, need `x-auth-token` ' +
        '(a session of the portal) or `Authorization: Bearer` (an API token, within its rights; ' +
        'never the account routes). Errors are `{"message"}`, with `errors` per field on ' +
        'validation failures.',
    },
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'x-auth-token',
          description: 'A session token from `POST /api/auth/login` (the portal)',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API token (`ast_…`) from Settings → Integrations: the routes its rights reach, never the account routes, tokens or webhooks',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            errors: {
              type: 'object',
              additionalProperties: { type: 'array', items: { type: 'string' } },
            },
          },
          required: ['message'],
        },
        Redirect: record(redirectInput, {
          produced: {
            from: { type: 'string', description: 'A path on this site, without a trailing slash' },
            status: { type: 'integer', enum: [301, 302] },
          },
          extra: { updatedAt: dateTime },
        }),
        Brand: {
          type: 'object',
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 60 },
            shortName: { type: 'string', minLength: 1, maxLength: 4 },
            logoUrl: nullableString,
            logoDarkUrl: nullableString,
            primaryColor: { type: 'string', pattern: '^#[0-9a-f]{6}$' },
            accentColor: { type: 'string', pattern: '^#[0-9a-f]{6}$' },
            themeColor: { type: 'string', pattern: '^#[0-9a-f]{6}$' },
          },
          required: [
            'name',
            'shortName',
            'logoUrl',
            'logoDarkUrl',
            'primaryColor',
            'accentColor',
            'themeColor',
          ],
        },
        Message: {
          type: 'object',
          properties: { message: { type: 'string' } },
          required: ['message'],
        },
        ...Object.fromEntries(
          serverCollections.map(({ collection, openapi }) => [
            openapi.name,
            record(collection.schema, { produced: openapi.produced, extra: openapi.extra }),
          ]),
        ),
        ContactMessage: record(messageInput, {
          produced: {
            name: { type: 'string' },
            phone: nullableString,
            subject: { type: 'string' },
          },
          extra: {
            read: { type: 'boolean' },
            source: {
              description:
                "The sender's visit when the message was sent (docs/product.md §Analytics); null when none was counted",
              anyOf: [
                {
                  type: 'object',
                  properties: {
                    landingPage: { type: 'string' },
                    referrer: nullableString,
                    utmSource: nullableString,
                    utmMedium: nullableString,
                    utmCampaign: nullableString,
                  },
                  required: ['landingPage', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign'],
                },
                { type: 'null' },
              ],
            },
            ...leadFields,
          },
        }),
        ...leadSchemas,
        ...analyticsSchemas,
        ...integrationSchemas,
        ...mediaSchemas,
        ContactDetails: record(contactDetailsInput, {
          produced: {
            businessHours: { type: 'string' },
            socialMedia: {
              type: 'object',
              properties: Object.fromEntries(
                ['facebook', 'twitter', 'instagram', 'linkedin'].map((k) => [k, nullableString]),
              ),
              required: ['facebook', 'twitter', 'instagram', 'linkedin'],
            },
          },
          extra: { updatedAt: dateTime },
          createdAt: false,
        }),
        Account: {
          type: 'object',
          properties: {
            _id: { type: 'string' },
            username: { type: 'string' },
            email: { type: 'string' },
            role: roleSchema,
            createdAt: dateTime,
            lastLoginAt: { anyOf: [dateTime, { type: 'null' }] },
            twoFactor: {
              type: 'boolean',
              description: 'Has an authenticator app or a passkey (in the list)',
            },
          },
          required: ['_id', 'username', 'email', 'role', 'createdAt', 'lastLoginAt'],
        },
        ActivityEntry: {
          type: 'object',
          properties: {
            _id: { type: 'string' },
            at: dateTime,
            actor: {
              anyOf: [
                {
                  type: 'object',
                  properties: { _id: { type: 'string' }, username: { type: 'string' } },
                  required: ['_id', 'username'],
                },
                { type: 'null' },
              ],
            },
            action: { type: 'string', enum: [...ACTIVITY_ACTIONS] },
            entity: { type: 'string', enum: [...ACTIVITY_KINDS] },
            entityId: nullableString,
            summary: { type: 'string' },
            revisionId: { ...nullableString, description: 'The revision this change published' },
          },
          required: ['_id', 'at', 'actor', 'action', 'entity', 'entityId', 'summary', 'revisionId'],
        },
        User: {
          type: 'object',
          properties: {
            _id: { type: 'string' },
            username: { type: 'string' },
            email: { type: 'string' },
            role: roleSchema,
            twoFactorSetupRequired: { type: 'boolean', const: true },
          },
          required: ['_id', 'username', 'email', 'role'],
        },
        TwoFactorChallenge: {
          type: 'object',
          properties: {
            message: { type: 'string', const: 'Two-factor code required' },
            twoFactor: { type: 'boolean', const: true },
            challenge: { type: 'string' },
            methods: {
              type: 'object',
              properties: { totp: { type: 'boolean' }, passkey: { type: 'boolean' } },
              required: ['totp', 'passkey'],
            },
          },
          required: ['message', 'twoFactor', 'challenge', 'methods'],
        },
        Passkey: {
          type: 'object',
          properties: {
            _id: { type: 'string' },
            name: { type: 'string' },
            createdAt: dateTime,
            lastUsedAt: { anyOf: [dateTime, { type: 'null' }] },
          },
          required: ['_id', 'name', 'createdAt', 'lastUsedAt'],
        },
        Session: {
          type: 'object',
          properties: {
            _id: { type: 'string', description: "The session's own id (not its token's)" },
            current: { type: 'boolean', description: 'The session of the token asking' },
            createdAt: dateTime,
            lastUsedAt: dateTime,
            userAgent: nullableString,
            browser: { ...nullableString, description: "From the User-Agent: 'Chrome 131'" },
            os: { ...nullableString, description: "From the User-Agent: 'Windows 10'" },
          },
          required: ['_id', 'current', 'createdAt', 'lastUsedAt', 'userAgent', 'browser', 'os'],
        },
        RecoveryCodes: {
          type: 'object',
          properties: {
            recoveryCodes: {
              type: 'array',
              items: { type: 'string' },
              minItems: 10,
              maxItems: 10,
              description: 'Shown once; each signs in once',
            },
          },
          required: ['recoveryCodes'],
        },
      },
    },
    paths: {
      '/api/auth/login': {
        post: {
          tags: ['auth'],
          summary: 'Sign in; the token goes in `x-auth-token` on admin calls',
          description:
            'With a second factor on the account, the password alone answers 401 with ' +
            '`twoFactor: true` and a `challenge` (5 minutes, used once); send the password ' +
            'again with `code`, or `{challenge, code}`. `code` is the current authenticator ' +
            'code (each works once) or an unused recovery code. A wrong code counts towards ' +
            'the same lock as a wrong password, and towards the account-wide cap: at most 10 ' +
            'wrong codes per account in 15 minutes are judged, from whatever addresses; past ' +
            'it the code step answers 429 and the owner is told by mail.',
          requestBody: {
            required: true,
            ...json({ oneOf: [input(passwordLoginInput), input(secondStepInput)] }),
          },
          responses: {
            200: ok('Signed in', {
              type: 'object',
              properties: { token: { type: 'string' } },
              required: ['token'],
            }),
            400: error(
              "'Invalid credentials' (the same for an unknown e-mail and a wrong password), " +
                "'Invalid code', or an expired step",
            ),
            401: ok('The password was right; the second factor is due', ref('TwoFactorChallenge')),
            429: error(
              'Too many failures for this e-mail or from this address, or too many wrong codes ' +
                "for the account ('Too many wrong codes. Please try again later.'); `Retry-After` set",
            ),
          },
        },
      },
      ...secondFactorPaths(),
      '/api/auth/user': {
        get: {
          tags: ['auth'],
          summary: 'The signed-in user',
          description:
            '`twoFactorSetupRequired: true` while REQUIRE_2FA asks this account for a second ' +
            'factor it has not set up; every call but the set-up ones then answers 403.',
          security: secured,
          responses: { 200: ok('User', ref('User')), 401: errors[401] },
        },
      },
      '/api/auth/logout': {
        post: {
          tags: ['auth'],
          summary: 'Revoke this token at once',
          security: secured,
          responses: { 200: ok('Signed out', ref('Message')), 401: errors[401] },
        },
      },
      '/api/auth/password': {
        put: {
          tags: ['auth'],
          summary: "Change the password; the user's other sessions are signed out",
          security: secured,
          requestBody: { required: true, ...json(input(changePasswordInput)) },
          responses: {
            200: ok('Changed', ref('Message')),
            400: errors[400],
            401: errors[401],
            429: error('Too many wrong current passwords (the sign-in lock of this e-mail)'),
          },
        },
      },
      '/api/auth/profile': {
        get: {
          tags: ['auth'],
          summary: "One's own author card, as the posts one signs show it",
          security: secured,
          responses: { 200: ok('The card', input(authorProfileInput)), 401: errors[401] },
        },
        put: {
          tags: ['auth'],
          summary: "Change one's own author card; the pages of one's posts show it at once",
          security: secured,
          requestBody: { required: true, ...json(input(authorProfileInput)) },
          responses: {
            200: ok('Saved', input(authorProfileInput)),
            400: errors[400],
            401: errors[401],
          },
        },
      },
      '/api/auth/forgot-password': {
        get: {
          tags: ['auth'],
          summary: 'Whether this site can mail reset links (SMTP_URL and SITE_URL are set)',
          responses: {
            200: ok('Availability', {
              type: 'object',
              properties: { available: { type: 'boolean' } },
              required: ['available'],
            }),
          },
        },
        post: {
          tags: ['auth'],
          summary: 'Mail a one-hour, one-use reset link to the account with this e-mail, if any',
          description:
            'Answered before anything is looked up: the same body, in the same time, for a ' +
            'known and an unknown address. Limited per client address (10 per 15 min) and per ' +
            'e-mail asked about (3 per 15 min).',
          requestBody: { required: true, ...json(input(forgotPasswordInput)) },
          responses: {
            200: ok('Accepted (whether or not an account uses the address)', ref('Message')),
            400: errors[400],
            429: errors[429],
            503: error('Reset by e-mail is not set up on this site'),
          },
        },
      },
      '/api/auth/reset-password': {
        post: {
          tags: ['auth'],
          summary:
            "Set a new password with a reset link's token; every session of the account ends and its sign-in locks are lifted",
          requestBody: { required: true, ...json(input(resetPasswordInput)) },
          responses: {
            200: ok('Reset', ref('Message')),
            400: error("'Invalid or expired reset link', or a password failing validation"),
            429: errors[429],
          },
        },
      },
      '/api/users': {
        get: {
          tags: ['users'],
          summary: "The team's accounts, oldest first (never a password hash)",
          security: secured,
          responses: {
            200: ok('Accounts', { type: 'array', items: ref('Account') }),
            401: errors[401],
          },
        },
        post: {
          tags: ['users'],
          summary: 'Add a colleague',
          security: secured,
          requestBody: { required: true, ...json(input(newAccountInput)) },
          responses: {
            201: ok('Created', ref('Account')),
            400: errors[400],
            401: errors[401],
            409: error('An account with this e-mail already exists'),
          },
        },
      },
      '/api/users/{id}': {
        parameters: idParam,
        patch: {
          tags: ['users'],
          summary:
            'Give a colleague another role; their sessions see the new rights on their next request',
          security: secured,
          requestBody: { required: true, ...json(input(accountChangeInput)) },
          responses: {
            200: ok('Changed', ref('Account')),
            400: errors[400],
            401: errors[401],
            404: errors[404],
            409: error('The last admin cannot be removed or given another role'),
          },
        },
        delete: {
          tags: ['users'],
          summary: "Remove an account; that person's sessions end at once",
          security: secured,
          responses: {
            200: ok('Removed', ref('Message')),
            401: errors[401],
            404: errors[404],
            409: error('You cannot remove your own account; the last admin cannot be removed'),
          },
        },
      },
      '/api/users/{id}/2fa': {
        parameters: idParam,
        delete: {
          tags: ['users'],
          summary:
            "Reset a colleague's two-factor sign-in: their authenticator app, recovery codes and passkeys go, and their sessions end (recorded)",
          security: secured,
          responses: {
            200: ok('Reset', ref('Message')),
            401: errors[401],
            404: errors[404],
            409: error("One's own is turned off from one's account, with the password"),
          },
        },
      },
      '/api/settings/brand': {
        get: {
          tags: ['settings'],
          summary:
            "The brand: name, monogram, logos and colours (today's until an admin saves one)",
          responses: { 200: ok('The brand', ref('Brand')) },
        },
        put: {
          tags: ['settings'],
          summary:
            'Save the brand; fields left out keep their values. A colour whose text would be below 4.5:1 contrast answers 400 naming the field',
          security: secured,
          requestBody: { required: true, ...json(ref('Brand')) },
          responses: {
            200: ok('Saved', ref('Brand')),
            400: errors[400],
            401: errors[401],
          },
        },
      },
      '/api/redirects': {
        get: {
          tags: ['redirects'],
          summary: 'Every redirect, by path',
          security: secured,
          responses: {
            200: ok('Redirects', { type: 'array', items: ref('Redirect') }),
            401: errors[401],
          },
        },
        post: {
          tags: ['redirects'],
          summary:
            'Add a redirect (or replace the one from the same path, in any case or spelling). `from` is stored as paths are compared (lower case, no trailing slash) and may not be the home page or a path the product answers itself (`/healthz`, `/admin…`, `/api…`, …). Its target is followed to the end of any chain, and redirects that led to `from` now lead there too',
          security: secured,
          requestBody: { required: true, ...json(input(redirectInput)) },
          responses: {
            201: ok('Added', ref('Redirect')),
            400: errors[400],
            401: errors[401],
            409: error(
              'The redirect would make a loop (through a trailing slash, case, other redirects or the site’s own origin)',
            ),
          },
        },
      },
      '/api/redirects/export.csv': {
        get: {
          tags: ['redirects'],
          summary: 'Every redirect as CSV (from,to,status; UTF-8 with a BOM, RFC 4180)',
          security: secured,
          responses: {
            200: {
              description: 'The file, as an attachment named redirects.csv',
              content: { 'text/csv': { schema: { type: 'string' } } },
            },
            401: errors[401],
          },
        },
      },
      '/api/redirects/import': {
        post: {
          tags: ['redirects'],
          summary:
            'Add the redirects of a CSV text (from,to[,status], header row optional). The whole file is checked first (a bad row or a loop writes nothing), then written in short batches',
          security: secured,
          requestBody: { required: true, ...json(input(redirectImport)) },
          responses: {
            200: ok('How many were added', {
              type: 'object',
              properties: { imported: { type: 'integer' } },
              required: ['imported'],
            }),
            400: errors[400],
            401: errors[401],
            409: error('A row would make a loop'),
          },
        },
      },
      '/api/redirects/{id}': {
        parameters: idParam,
        delete: {
          tags: ['redirects'],
          summary: 'Remove a redirect',
          security: secured,
          responses: {
            200: ok('Removed', ref('Message')),
            401: errors[401],
            404: errors[404],
          },
        },
      },
      '/api/activity': {
        get: {
          tags: ['activity'],
          summary: 'The activity log, newest first',
          security: secured,
          parameters: [
            {
              name: 'limit',
              in: 'query',
              schema: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
            },
            {
              name: 'before',
              in: 'query',
              description:
                "Only entries older than this instant (the last entry's `at`, or the end of a chosen day)",
              schema: dateTime,
            },
            {
              name: 'since',
              in: 'query',
              description: 'Only entries at or after this instant (the start of a chosen day)',
              schema: dateTime,
            },
            {
              name: 'actor',
              in: 'query',
              description: "Only what this staff account did (the account's `_id`)",
              schema: { type: 'string' },
            },
            {
              name: 'entity',
              in: 'query',
              description: 'Only entries about this kind of record',
              schema: { type: 'string', enum: [...ACTIVITY_KINDS] },
            },
            {
              name: 'action',
              in: 'query',
              description: 'Only entries of this action',
              schema: { type: 'string', enum: [...ACTIVITY_ACTIONS] },
            },
          ],
          responses: {
            200: ok('Entries', { type: 'array', items: ref('ActivityEntry') }),
            400: errors[400],
            401: errors[401],
          },
        },
      },
      ...analyticsPaths,
      ...languagePaths,
      ...Object.fromEntries(serverCollections.flatMap(collectionPaths)),
      '/api/contact': {
        get: {
          tags: ['contact'],
          summary: 'The contact details record',
          responses: { 200: ok('The record', ref('ContactDetails')), 404: error('Not set yet') },
        },
        post: {
          tags: ['contact'],
          summary: 'Save the whole record',
          security: secured,
          requestBody: { required: true, ...json(input(contactDetailsInput)) },
          responses: {
            200: ok('Replaced', ref('ContactDetails')),
            201: ok('Created', ref('ContactDetails')),
            400: errors[400],
            401: errors[401],
            409: error(
              'A draft exists (publish through it, or save over it): who saved it, and when',
            ),
          },
        },
        put: {
          tags: ['contact'],
          summary: 'Save the whole record (or what GET gave)',
          security: secured,
          requestBody: { required: true, ...json(input(contactDetailsInput)) },
          responses: {
            200: ok('Replaced', ref('ContactDetails')),
            400: errors[400],
            401: errors[401],
            404: error('Not set yet'),
            409: error(
              'A draft exists (publish through it, or save over it): who saved it, and when',
            ),
          },
        },
      },
      ...editorialPaths(
        '/api/contact',
        'contact',
        [],
        ref('ContactDetails'),
        input(contactDetailsInput),
      ),
      '/api/content': {
        get: {
          tags: ['site content'],
          summary: 'The editable pages, and when each was last published',
          responses: {
            200: ok('The pages', {
              type: 'array',
              items: {
                type: 'object',
                required: ['page', 'title', 'paths', 'updatedAt'],
                properties: {
                  page: { type: 'string', enum: [...sitePageNames] },
                  title: { type: 'string' },
                  paths: { type: 'array', items: { type: 'string' } },
                  updatedAt: nullableString,
                },
              },
            }),
          },
        },
      },
      ...sitePagePaths(),
      '/api/posts/preview': {
        post: {
          tags: ['posts'],
          summary: "A post's body rendered as its page will show it (ADR 091)",
          description:
            'Markdown in, sanitised HTML out (ADR 089), with its h2 and h3 for a table of contents. Stores nothing.',
          security: secured,
          requestBody: {
            required: true,
            ...json({
              type: 'object',
              required: ['body'],
              properties: { body: { type: 'string', maxLength: 90_000 } },
            }),
          },
          responses: {
            200: ok('The rendered body', {
              type: 'object',
              required: ['html', 'headings'],
              properties: {
                html: { type: 'string' },
                headings: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['id', 'text', 'level'],
                    properties: {
                      id: { type: 'string' },
                      text: { type: 'string' },
                      level: { type: 'integer', enum: [2, 3] },
                    },
                  },
                },
              },
            }),
            400: errors[400],
            401: errors[401],
          },
        },
      },
      '/api/pages/preview': {
        post: {
          tags: ['pages'],
          summary: 'A preview link of a page as the builder holds it (docs/api.md §Pages)',
          description:
            'The page is checked like a save and kept an hour behind a random token; nothing is published. `url` is its path (under `?lang=`’s prefix) with `?preview=TOKEN`, which the site renders with this page, uncached and `noindex`.',
          security: secured,
          requestBody: { required: true, ...json(input(pageInput)) },
          responses: {
            201: ok('The preview link', {
              type: 'object',
              required: ['url', 'expiresAt'],
              properties: {
                url: { type: 'string' },
                expiresAt: { type: 'string', format: 'date-time' },
              },
            }),
            400: errors[400],
            401: errors[401],
          },
        },
      },
      '/api/search': {
        get: {
          tags: ['search'],
          summary: 'Search the published site, best first',
          description:
            'Published posts, projects, services and products (and every kind that declares ' +
            '`search`), in the language `lang` asks for (a text not translated is searched in ' +
            "the default language's words), at most 20, best first: a match in the title ranks " +
            'above one in the text. Words are letters and digits; every other character ' +
            '(quotes, `*`, `:`, `-`, parentheses, operators) separates words, so no query is an ' +
            'error; only the first 200 characters and 8 words count, each word also found as ' +
            'the start of a longer one. An empty `q` answers `[]`. Not cached; 120 a minute ' +
            'per address (ADR 090).',
          parameters: [
            {
              name: 'q',
              in: 'query',
              required: false,
              description: 'What to look for, as a visitor types it',
              schema: { type: 'string' },
            },
            {
              name: 'lang',
              in: 'query',
              required: false,
              description:
                'A language of the site (SITE_LANGUAGES); the default language when left out',
              schema: { type: 'string' },
            },
          ],
          responses: {
            200: ok('Matches, best first', {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  type: {
                    type: 'string',
                    description: 'What it is: post, project, service, product, …',
                  },
                  title: { type: 'string', description: 'Plain text' },
                  url: {
                    type: 'string',
                    description: 'Its page on this site, in the language searched',
                  },
                  snippet: {
                    type: 'string',
                    description:
                      'Safe HTML: the text around the match, escaped, the matched words in `<mark>`',
                  },
                },
                required: ['type', 'title', 'url', 'snippet'],
              },
            }),
            400: error('`q` given as more than one text, or `lang` not a language of this site'),
            429: error('More than 120 searches in a minute from this address'),
          },
        },
      },
      ...trashPaths(),
      '/api/messages': {
        post: {
          tags: ['messages'],
          summary: 'Send a message (the public contact form)',
          description:
            'A body with a non-empty `website`, or a `formStamp` that is not a stamp this site ' +
            'made in the last day, or one used before, is answered 201 as usual and stored ' +
            'under spam with the reason (bot traps, ADR 073; a client that sends neither field ' +
            'is not checked for them). A stamp younger than 2 s counts only on a request a ' +
            'browser did not mark `Sec-Fetch-Site: same-origin`.',
          requestBody: { required: true, ...json(messageWithTraps) },
          responses: {
            201: ok('Received', ref('ContactMessage')),
            400: errors[400],
            413: errors[413],
            429: errors[429],
          },
        },
        get: {
          tags: ['messages'],
          summary: 'Messages, newest first; spam only when asked for by `status`',
          security: secured,
          parameters: leadListParameters,
          responses: {
            200: ok('Messages', { type: 'array', items: ref('ContactMessage') }),
            400: errors[400],
            401: errors[401],
          },
        },
        delete: erasePath,
      },
      '/api/messages/export.csv': {
        get: {
          tags: ['messages'],
          summary:
            "Every message (or one address's, with `email`) as CSV, newest first: UTF-8 with a BOM, RFC 4180, formula-like cells prefixed with an apostrophe, times in SITE_TIMEZONE as `YYYY-MM-DD HH:MM:SS`",
          security: secured,
          parameters: [{ name: 'email', in: 'query', schema: { type: 'string' } }],
          responses: {
            200: {
              description: 'The file, as an attachment named messages-YYYY-MM-DD.csv',
              content: { 'text/csv': { schema: { type: 'string' } } },
            },
            401: errors[401],
          },
        },
      },
      '/api/messages/{id}/read': {
        parameters: idParam,
        put: {
          tags: ['messages'],
          summary: 'Mark read',
          security: secured,
          responses: {
            200: ok('The message, read', ref('ContactMessage')),
            401: errors[401],
            404: errors[404],
          },
        },
        delete: markUnreadOperation,
      },
      ...leadPaths,
      ...integrationPaths,
      ...mediaPaths,
      '/api/messages/{id}': {
        parameters: idParam,
        ...leadIdOperations,
        delete: {
          tags: ['messages'],
          summary: 'Delete',
          security: secured,
          responses: { 200: ok('Deleted', ref('Message')), 401: errors[401], 404: errors[404] },
        },
      },
      '/api/upload': {
        post: {
          tags: ['upload'],
          summary: `Upload an image (${IMAGE_FORMAT_NAMES}, by its bytes; at most ${MAX_IMAGE_SIZE})`,
          security: secured,
          requestBody: {
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
          },
          responses: {
            201: ok('Stored as a media library item; the same bytes give the same item and URL', {
              type: 'object',
              properties: {
                _id: { type: 'string', description: 'Its media library item' },
                filename: { type: 'string' },
                url: { type: 'string' },
                width: { type: 'integer' },
                height: { type: 'integer' },
                mime: { type: 'string' },
              },
              required: ['_id', 'url'],
            }),
            400: error('No file in the `image` field'),
            401: errors[401],
            413: error(`Over ${MAX_IMAGE_SIZE}`),
            415: error(`Not a ${IMAGE_FORMAT_NAMES} image`),
          },
        },
      },
      '/api/openapi.json': {
        get: {
          tags: ['meta'],
          summary: 'This document',
          responses: { 200: { description: 'OpenAPI 3.1' } },
        },
      },
    },
  }
  cached.paths = withLanguageParameter(cached.paths as Record<string, JsonSchema>)
  withForbidden(cached)
  withBearer(cached)
  return cached
}

/**
 * Every call an API token may make (route-rights.ts, `tokenMayUse`) takes `Authorization:
 * Bearer` as well as the portal's session header (ADR 081).
 */
function withBearer(doc: JsonSchema) {
  const paths = doc.paths as Record<string, Record<string, { security?: unknown[] }>>
  for (const [path, operations] of Object.entries(paths)) {
    const express = path.replace(/\{(\w+)\}/g, ':$1')
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation || typeof operation !== 'object' || !operation.security) continue
      const done = operation.security.some((s) => typeof s === 'object' && s && 'bearer' in s)
      if (!done && tokenMayUse(`${method.toUpperCase()} ${express}`)) {
        operation.security = [...operation.security, { bearer: [] }]
      }
    }
  }
}

const roleSchema = { type: 'string', enum: [...ROLES] }

const passwordAgain = error('A field failing validation; a wrong password under `errors.password`')
const webauthnOptions = (kind: string) =>
  ok(`The step's challenge, and the ${kind} options for @simplewebauthn/browser`, {
    type: 'object',
    properties: { challenge: { type: 'string' }, options: { type: 'object' } },
    required: ['challenge', 'options'],
  })

/** A body with the browser's WebAuthn answer: described as the browser library sends it. */
const withCredential = (schema: z.ZodType): JsonSchema => {
  const body = input(schema) as { properties: Record<string, JsonSchema> }
  body.properties.credential = {
    type: 'object',
    description:
      "The browser's PublicKeyCredential as JSON (what @simplewebauthn/browser's " +
      'startRegistration or startAuthentication returns)',
    properties: { id: { type: 'string' } },
    required: ['id'],
    additionalProperties: true,
  }
  return body
}

/** The second factors and the sessions (docs/api.md §Authentication). */
function secondFactorPaths(): Record<string, JsonSchema> {
  const tags = ['two-factor']
  const token = ok('Signed in', {
    type: 'object',
    properties: { token: { type: 'string' } },
    required: ['token'],
  })
  return {
    '/api/auth/2fa': {
      get: {
        tags,
        summary: "The account's second factors",
        security: secured,
        responses: {
          200: ok('Status', {
            type: 'object',
            properties: {
              enabled: { type: 'boolean', description: 'The authenticator app is on' },
              recoveryCodesLeft: { type: 'integer', minimum: 0, maximum: 10 },
              passkeys: { type: 'integer', minimum: 0 },
              required: { type: 'boolean', description: "REQUIRE_2FA asks this account's role" },
            },
            required: ['enabled', 'recoveryCodesLeft', 'passkeys', 'required'],
          }),
          401: errors[401],
        },
      },
    },
    '/api/auth/2fa/setup': {
      post: {
        tags,
        summary: 'Start setting up the authenticator app (RFC 6238: SHA-1, 6 digits, 30 s)',
        security: secured,
        responses: {
          200: ok('A new secret, not yet on', {
            type: 'object',
            properties: {
              secret: { type: 'string', description: 'base32' },
              otpauthUrl: { type: 'string', description: 'for the QR code' },
            },
            required: ['secret', 'otpauthUrl'],
          }),
          401: errors[401],
          409: error('The authenticator app is already set up'),
        },
      },
    },
    '/api/auth/2fa/enable': {
      post: {
        tags,
        summary:
          "Confirm with the app's current code and the account's password; two-factor sign-in is on and the other sessions end",
        description:
          'The password is checked first, under the sign-in lock (a stolen session alone cannot ' +
          'turn a second factor on); then the code.',
        security: secured,
        requestBody: { required: true, ...json(input(enableAuthenticatorInput)) },
        responses: {
          200: ok('On; the recovery codes, shown once', ref('RecoveryCodes')),
          400: error(
            "A missing field; a wrong password under `errors.password`; else 'Invalid code'",
          ),
          401: errors[401],
          409: error('No set-up was started'),
          429: error('Too many wrong passwords (the sign-in lock of this e-mail)'),
        },
      },
    },
    '/api/auth/2fa/disable': {
      post: {
        tags,
        summary: 'Turn the authenticator app off (and its recovery codes), with the password',
        security: secured,
        requestBody: { required: true, ...json(input(passwordInput)) },
        responses: {
          200: ok('Off', ref('Message')),
          400: passwordAgain,
          401: errors[401],
          409: error('Not set up, or the last second factor of a role REQUIRE_2FA names'),
          429: error('Too many wrong passwords (the sign-in lock of this e-mail)'),
        },
      },
    },
    '/api/auth/2fa/recovery-codes': {
      post: {
        tags,
        summary: 'Ten new recovery codes in place of the old ones, with the password',
        security: secured,
        requestBody: { required: true, ...json(input(passwordInput)) },
        responses: {
          200: ok('The new codes, shown once', ref('RecoveryCodes')),
          400: passwordAgain,
          401: errors[401],
          409: error('The authenticator app is not set up'),
          429: error('Too many wrong passwords (the sign-in lock of this e-mail)'),
        },
      },
    },
    '/api/auth/passkeys': {
      get: {
        tags,
        summary: "One's passkeys",
        security: secured,
        responses: {
          200: ok('Passkeys', { type: 'array', items: ref('Passkey') }),
          401: errors[401],
        },
      },
      post: {
        tags,
        summary:
          "Add a passkey: the step's challenge and the browser's answer (the first second factor ends the other sessions)",
        security: secured,
        requestBody: { required: true, ...json(withCredential(passkeyAddInput)) },
        responses: {
          201: ok('Added', ref('Passkey')),
          400: error('An expired step, or an answer that does not verify'),
          401: errors[401],
          409: error('This passkey is already added'),
        },
      },
    },
    '/api/auth/passkeys/options': {
      post: {
        tags,
        summary:
          'Start adding a passkey, with the password (relying party: the host of SITE_URL or of the request)',
        description:
          'The password is checked under the sign-in lock; the challenge answered is then the ' +
          'only way to add a passkey (5 minutes, used once). A relying party that is an IP ' +
          'address is refused first: no browser makes a passkey for one.',
        security: secured,
        requestBody: { required: true, ...json(input(passwordInput)) },
        responses: {
          200: webauthnOptions('creation'),
          400: error(
            "A wrong password under `errors.password`; 'Passkeys need the site's host name, not an IP address…'",
          ),
          401: errors[401],
          429: error('Too many wrong passwords (the sign-in lock of this e-mail)'),
        },
      },
    },
    '/api/auth/passkeys/{id}': {
      parameters: idParam,
      patch: {
        tags,
        summary: 'Rename a passkey',
        security: secured,
        requestBody: { required: true, ...json(input(passkeyNameInput)) },
        responses: {
          200: ok('Renamed', ref('Passkey')),
          400: errors[400],
          401: errors[401],
          404: errors[404],
        },
      },
      delete: {
        tags,
        summary: 'Remove a passkey, with the password (JSON body `{password}`)',
        security: secured,
        requestBody: { required: true, ...json(input(passwordInput)) },
        responses: {
          200: ok('Removed', ref('Message')),
          400: passwordAgain,
          401: errors[401],
          404: errors[404],
          409: error('The last second factor of a role REQUIRE_2FA names'),
        },
      },
    },
    '/api/auth/passkey/options': {
      post: {
        tags,
        summary:
          "Start signing in with a passkey: alone (no body), or as the second factor after the password (the 401's `challenge`)",
        requestBody: { required: false, ...json(input(passkeyOptionsInput)) },
        responses: {
          200: webauthnOptions('request'),
          400: error('An expired step, or an account without a passkey on this host'),
          429: error(
            'More than 20 passkey sign-ins started from this address in 5 minutes, or 1000 ' +
              'passkey sign-ins waiting from all addresses; `Retry-After` set',
          ),
        },
      },
    },
    '/api/auth/passkey': {
      post: {
        tags,
        summary: "Sign in with the browser's passkey answer",
        requestBody: { required: true, ...json(withCredential(passkeySignInInput)) },
        responses: {
          200: token,
          400: error("'Passkey not recognised', or an expired step"),
          429: errors[429],
        },
      },
    },
    '/api/auth/sessions': {
      get: {
        tags,
        summary: "Where you're signed in: every session of the account, this one marked",
        security: secured,
        responses: {
          200: ok('Sessions, most recently used first', { type: 'array', items: ref('Session') }),
          401: errors[401],
        },
      },
    },
    '/api/auth/sessions/others': {
      delete: {
        tags,
        summary: 'End every session of the account but this one',
        security: secured,
        responses: {
          200: ok('Ended', {
            type: 'object',
            properties: { message: { type: 'string' }, ended: { type: 'integer' } },
            required: ['message', 'ended'],
          }),
          401: errors[401],
        },
      },
    },
    '/api/auth/sessions/{id}': {
      parameters: idParam,
      delete: {
        tags,
        summary: "End one of the account's sessions; its token gets 401 at once",
        security: secured,
        responses: { 200: ok('Ended', ref('Message')), 401: errors[401], 404: errors[404] },
      },
    },
  }
}

/**
 * Every call that needs a token may also be refused for the account's role (route-rights.ts):
 * its 403 is documented once, here, for all of them.
 */
function withForbidden(doc: JsonSchema) {
  const paths = doc.paths as Record<
    string,
    Record<string, { security?: unknown; responses?: Record<string, unknown> }>
  >
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      if (operation && typeof operation === 'object' && operation.security && operation.responses) {
        operation.responses[403] ??= error("Signed in, but the account's role lacks the right")
      }
    }
  }
}
