import { named } from '~/core/activity.server'
import { defineAction, defineServerCollection } from '~/core/collection.server'
import { z } from '~/lib/validation'
import { faqs } from './collection'
import { listFaqs } from './queries.server'
import { closeGapOf, faqQueries, moveFaq, reopenPlaceOf } from './service.server'

/**
 * `POST /api/faqs/{id}/move {direction}`: the list's up and down buttons (docs/api.md §FAQs). A
 * move changes the orders of two FAQs or more, written in one transaction with ONE activity
 * entry ("Moved … up"), where two `PUT`s each logged an "Updated" (ADR 066). Answers the FAQs in
 * their new public order.
 */
const move = defineAction({
  name: 'move',
  summary: 'Move an FAQ one place up or down in public order (one activity entry)',
  body: z.object({ direction: z.enum(['up', 'down']) }),
  async run(trx, id, { direction }) {
    const { faq, moved } = await moveFaq(trx, id, direction)
    return {
      answer: await listFaqs(trx),
      // First up or last down changes nothing, and so records nothing.
      activity: moved
        ? {
            action: 'move',
            entity: 'faq',
            entityId: faq._id,
            summary: `Moved the FAQ ${named(faq.question)} ${direction}`,
          }
        : null,
    }
  },
  answers: {
    description: 'The FAQs in their new public order',
    schema: { type: 'array', items: { $ref: '#/components/schemas/Faq' } },
  },
})

/** The FAQs' queries and their place in the API (ADR 076); their order is their own (ADR 066). */
export const faqsServer = defineServerCollection(faqs, {
  queries: faqQueries,
  // FAQ orders stay 0, 1, 2, … (ADR 066): the trash closes the gap, a restore reopens it.
  trashed: closeGapOf,
  restored: reopenPlaceOf,
  actions: [move],
  example: {
    question: 'Do you work with startups?',
    answer: 'Yes: from the first prototype to the launch.',
  },
  openapi: {
    name: 'Faq',
    produced: { category: { type: 'string' } },
    extra: {
      order: { type: 'integer', minimum: 0 },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
})
