/*
 * From three columns on, a last row that would hold one card holds two, beside another pair:
 * 10 cards make rows of 3, 3, 2 and 2 instead of 3, 3, 3 and 1; a short last row is centred.
 * One set per breakpoint where three columns start; the class names are whole literals for
 * Tailwind to find.
 */
const THREE_FROM_LG = [
  '',
  'lg:[&>*:nth-last-child(4)]:col-start-2 lg:[&>*:nth-last-child(2)]:col-start-2',
  'lg:[&>*:nth-last-child(2)]:col-start-2',
]
const THREE_FROM_MD = [
  '',
  'md:[&>*:nth-last-child(4)]:col-start-2 md:[&>*:nth-last-child(2)]:col-start-2',
  'md:[&>*:nth-last-child(2)]:col-start-2',
]

/**
 * The classes of a grid of `count` cards whose last row never holds a lone card where that can
 * be helped (ADR 067): one column on a phone; two from `sm` for an even count, which they
 * balance, and three from `lg`; an odd count, which two columns cannot balance, goes to three
 * already from `md` (768 px). Below `md` an odd count's last card is centred. Done in CSS on a
 * grid of twice the columns, each card spanning two, so the page is right before any script.
 */
export function balancedGridClass(count: number): string {
  const pairs = 'grid gap-6 sm:grid-cols-4 sm:[&>*]:col-span-2'
  const tail = count >= 4 || count % 3 === 2 ? count % 3 : 0
  if (count % 2 === 0) return `${pairs} lg:grid-cols-6 ${THREE_FROM_LG[tail]}`.trim()
  const lastCentred =
    count >= 3 ? 'sm:[&>*:last-child]:col-start-2 md:[&>*:last-child]:col-start-auto' : ''
  return `${pairs} md:grid-cols-6 ${lastCentred} ${THREE_FROM_MD[tail]}`.replace(/\s+/g, ' ').trim()
}
