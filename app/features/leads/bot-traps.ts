/**
 * The contact form's two traps for bots, which a person never sees (docs/product.md §Contact
 * form, "Bot traps"): a field only a bot fills in, and the signed moment the form was handed
 * out. What they find is read by `spam.server.ts`: a doubted message is kept under spam with
 * the reason (ADR 073).
 */
export const HONEYPOT_FIELD = 'website'
export const STAMP_FIELD = 'formStamp'

/**
 * Nobody types a name, an address, a subject and ten characters of message in under this; a
 * browser's autofill does. A faster send is a bot's only when it did not come from our page.
 */
export const MIN_FILL_MS = 2000
