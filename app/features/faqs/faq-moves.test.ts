import { describe, expect, it } from 'vitest'
import type { Faq } from './schemas'
import { faqMoves } from './faq-moves'

const faqs = (...orders: number[]): Faq[] =>
  orders.map((order, i) => ({
    _id: `f${i}`,
    question: `Question ${i}`,
    answer: 'Answer',
    category: 'General',
    order,
    createdAt: `2026-01-0${i + 1}T00:00:00.000Z`,
    updatedAt: `2026-01-0${i + 1}T00:00:00.000Z`,
  }))

/** The FAQs' ids in public order once the changes are saved (order, then oldest first). */
function publicOrder(list: Faq[], changes: { id: string; order: number }[]) {
  const saved = new Map(changes.map((c) => [c.id, c.order]))
  return list
    .map((faq) => ({ ...faq, order: saved.get(faq._id) ?? faq.order }))
    .sort((a, b) => a.order - b.order || a.createdAt.localeCompare(b.createdAt))
    .map((faq) => faq._id)
}

const byId = (changes: { id: string; order: number }[]) =>
  [...changes].sort((a, b) => a.id.localeCompare(b.id))

describe('moving an FAQ up or down', () => {
  it('changes two consecutive orders by one each (docs/product.md §List screens)', () => {
    expect(byId(faqMoves(faqs(0, 1, 2, 3), 'f3', -1))).toEqual([
      { id: 'f2', order: 3 },
      { id: 'f3', order: 2 },
    ])
    expect(byId(faqMoves(faqs(0, 1, 2, 3), 'f0', 1))).toEqual([
      { id: 'f0', order: 1 },
      { id: 'f1', order: 0 },
    ])
  })

  it('really moves an FAQ that shares its order with its neighbour', () => {
    const list = faqs(0, 0, 1, 2)
    const changes = faqMoves(list, 'f1', -1)
    expect(publicOrder(list, changes)).toEqual(['f1', 'f0', 'f2', 'f3'])
    expect(changes.every((c) => c.order >= 0)).toBe(true)
  })

  it('pushes a later FAQ that would tie with the one it moved past', () => {
    const list = faqs(0, 1, 1, 5)
    const changes = faqMoves(list, 'f0', 1)
    expect(publicOrder(list, changes)).toEqual(['f1', 'f0', 'f2', 'f3'])
    // The FAQ below the gap keeps its order.
    expect(changes.map((c) => c.id)).not.toContain('f3')
  })

  it('keeps the gaps an editor left', () => {
    expect(byId(faqMoves(faqs(10, 20, 30), 'f2', -1))).toEqual([
      { id: 'f1', order: 30 },
      { id: 'f2', order: 20 },
    ])
  })

  it('does nothing past either end or for an unknown FAQ', () => {
    expect(faqMoves(faqs(0, 1), 'f0', -1)).toEqual([])
    expect(faqMoves(faqs(0, 1), 'f1', 1)).toEqual([])
    expect(faqMoves(faqs(0, 1), 'nope', 1)).toEqual([])
  })
})
