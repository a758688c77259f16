import { DIMENSIONS, FILTER_DIMENSIONS, INTERVALS } from '~/features/analytics/schemas'

/** The analytics part of the OpenAPI document (docs/api.md §Analytics). */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } })
const count = { type: 'integer', minimum: 0 }
const rate = { type: 'number', minimum: 0, maximum: 1 }
const secured = [{ token: [] }]

const range = [
  {
    name: 'from',
    in: 'query',
    description: 'First day (YYYY-MM-DD, site time zone); default 29 days before `to`',
    schema: { type: 'string', format: 'date' },
  },
  {
    name: 'to',
    in: 'query',
    description: 'Last day, included; default today',
    schema: { type: 'string', format: 'date' },
  },
  {
    name: 'filter',
    in: 'query',
    description: `Only visits with this value: \`D:value\`, D one of ${FILTER_DIMENSIONS.join(', ')} (\`referrer:google.com\`, \`referrer:(direct)\`, \`page:/services\`)`,
    schema: { type: 'string' },
  },
]

const responses = (description: string, schema: unknown) => ({
  200: { description, ...json(schema) },
  400: {
    description: 'A query it cannot answer (`errors` says which parameter)',
    ...json(ref('Error')),
  },
  401: { description: 'No token, or an unknown, expired or revoked one', ...json(ref('Error')) },
})

const totals = {
  visitors: count,
  visits: count,
  pageviews: count,
  conversions: count,
}

export const analyticsSchemas = {
  AnalyticsSummary: {
    type: 'object',
    properties: {
      from: { type: 'string', format: 'date' },
      to: { type: 'string', format: 'date' },
      ...totals,
      bounceRate: rate,
      viewsPerVisit: { type: 'number', minimum: 0 },
      conversionRate: rate,
      previous: {
        type: 'object',
        description: 'The same figures for the as many days just before `from`',
        properties: totals,
        required: Object.keys(totals),
      },
      filterFrom: {
        description:
          'With a filter: the first day a breakdown by another dimension still covers (raw data is kept ANALYTICS_RAW_DAYS); null when all of the range is covered',
        anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }],
      },
      notRecorded: {
        ...count,
        description:
          'Page views and broken-link hits of the range not kept because of the caps on what visitors may write (ANALYTICS_DAY_VISITORS, ANALYTICS_VISITOR_VIEWS; the whole site, whatever the filter)',
      },
    },
    required: [
      'from',
      'to',
      ...Object.keys(totals),
      'bounceRate',
      'viewsPerVisit',
      'conversionRate',
      'previous',
    ],
  },
  AnalyticsRow: {
    type: 'object',
    properties: {
      value: { type: 'string' },
      visitors: count,
      pageviews: count,
      conversions: count,
      visits: count,
      conversionRate: rate,
      referrers: {
        description: '`not_found` only: where the path was linked from, most hits first',
        type: 'array',
        items: {
          type: 'object',
          properties: { value: { type: 'string' }, hits: count },
          required: ['value', 'hits'],
        },
      },
    },
    required: ['value', 'visitors', 'pageviews', 'conversions', 'visits', 'conversionRate'],
  },
  AnalyticsPoint: {
    type: 'object',
    properties: {
      start: {
        type: 'string',
        description: "The bucket's start in the site time zone, with its offset",
      },
      visitors: count,
      pageviews: count,
    },
    required: ['start', 'visitors', 'pageviews'],
  },
  AnalyticsRealtime: {
    type: 'object',
    properties: {
      visitors: count,
      pageviews: count,
      pages: {
        type: 'array',
        items: {
          type: 'object',
          properties: { value: { type: 'string' }, visitors: count },
          required: ['value', 'visitors'],
        },
      },
    },
    required: ['visitors', 'pageviews', 'pages'],
  },
}

export const analyticsPaths = {
  '/api/analytics/summary': {
    get: {
      tags: ['analytics'],
      summary:
        'Visitors, visits, page views, bounce and conversion rates, against the period before',
      security: secured,
      parameters: range,
      responses: responses('The figures', ref('AnalyticsSummary')),
    },
  },
  '/api/analytics/breakdown': {
    get: {
      tags: ['analytics'],
      summary: 'Figures per value of a dimension, most visitors first',
      security: secured,
      parameters: [
        {
          name: 'dimension',
          in: 'query',
          required: true,
          schema: { type: 'string', enum: [...DIMENSIONS] },
          description:
            '`form`: the messages sent from each composed page’s contact form (its path), in `conversions`; most first',
        },
        ...range,
        {
          name: 'limit',
          in: 'query',
          schema: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
        },
      ],
      responses: responses('Rows', { type: 'array', items: ref('AnalyticsRow') }),
    },
  },
  '/api/analytics/timeseries': {
    get: {
      tags: ['analytics'],
      summary: 'Visitors and page views per hour, day or month: every bucket, zeros included',
      security: secured,
      parameters: [
        {
          name: 'interval',
          in: 'query',
          description:
            'Default: hour for one day, day up to 92 days, month beyond; hour for at most 31 days',
          schema: { type: 'string', enum: [...INTERVALS] },
        },
        ...range,
      ],
      responses: responses('Buckets, oldest first', {
        type: 'array',
        items: ref('AnalyticsPoint'),
      }),
    },
  },
  '/api/analytics/realtime': {
    get: {
      tags: ['analytics'],
      summary: 'Visitors and page views of the last 5 minutes, with their pages',
      security: secured,
      responses: responses('Now', ref('AnalyticsRealtime')),
    },
  },
}
