import type { MessageErrors, MessageValues } from './validate-message'

/**
 * What the contact page's form action answers (docs/product.md §Contact form), read by the
 * form with and without JavaScript: sent; refused fields with their messages; or refused as a
 * whole — the rate limit's message, or null for any other failure. The typed values come back
 * (when the server read them) so a page rendered without JavaScript keeps them, and so does
 * the form's signed time: a visitor who corrects a field has had the form since it first came,
 * not since the answer did.
 */
export type ContactFormResult =
  | { status: 'sent' }
  | { status: 'invalid'; values: MessageValues; errors: MessageErrors; formStamp?: string }
  | { status: 'refused'; values?: MessageValues; message: string | null; formStamp?: string }
