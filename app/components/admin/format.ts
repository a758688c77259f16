// Fixed locale: staff see the same date and price format whichever browser they use.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
// A calendar day stored as UTC midnight: read in local time, it shows the day before west of UTC.
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const priceFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** An instant (a message's createdAt), on the viewer's own calendar. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso))
/** A date-only value (a portfolio item's date), the same day everywhere; the form edits it so. */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso))
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso))
/** A dollar sign and two decimals (docs/product.md §Constants). */
export const formatPrice = (price: number) => priceFormat.format(price)
