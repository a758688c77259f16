import type { Faq } from './schemas'

export interface OrderChange {
  id: string
  order: number
}

/**
 * The order changes that move one FAQ a place up (-1) or down (+1) in `faqs`, which is in
 * public order (lowest order first, oldest first among equals).
 *
 * Up lowers an FAQ's order by one, Down raises it (docs/product.md §List screens, FAQ moves).
 * Alone that often changes nothing a user can see (the seeded orders 0, 1, 2… would tie), so the
 * FAQ and its neighbour exchange orders — each moves by exactly one when the orders are
 * consecutive — and any FAQ that would then tie with the one above it is pushed just past it.
 * Gaps an editor left stay.
 */
export function faqMoves(faqs: readonly Faq[], id: string, direction: -1 | 1): OrderChange[] {
  const from = faqs.findIndex((faq) => faq._id === id)
  const to = from + direction
  if (from < 0 || to < 0 || to >= faqs.length) return []

  const sequence = faqs.map((faq) => ({ id: faq._id, order: faq.order }))
  const [a, b] = [sequence[from]!, sequence[to]!]
  ;[a.order, b.order] = [b.order, a.order]
  ;[sequence[from], sequence[to]] = [b, a]

  // Past the pair, the first FAQ that already sorts after its predecessor ends the pushing:
  // everything below it keeps its order and its place.
  for (let i = Math.max(1, Math.min(from, to)); i < sequence.length; i++) {
    const entry = sequence[i]!
    const lowest = sequence[i - 1]!.order + 1
    if (entry.order >= lowest && i > Math.max(from, to)) break
    entry.order = Math.max(entry.order, lowest)
  }
  const before = new Map(faqs.map((faq) => [faq._id, faq.order]))
  return sequence.filter((entry) => before.get(entry.id) !== entry.order)
}
