/**
 * The contact form's two traps for bots, which a person never sees (docs/product.md §Contact
 * form, "Bot traps"): a field only a bot fills in, and the signed moment the form was handed
 * out, so a form sent back faster than a person can type is known for a bot's.
 */
export const HONEYPOT_FIELD = 'website'
export const STAMP_FIELD = 'formStamp'

/** Nobody types a name, an address, a subject and ten characters of message in under this. */
export const MIN_FILL_MS = 2000
