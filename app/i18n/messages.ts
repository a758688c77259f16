import type english from './catalogues/en.json'

/**
 * The fixed texts of one language, as a page gets them: from its layout's loader data (ADR 079),
 * never from a catalogue bundled into the page's JavaScript. The type is English's keys; only
 * the type is imported here, so no catalogue reaches the browser through this module.
 */
export type Messages = typeof english
export type MessageKey = keyof Messages

/** `{name}` placeholders filled in: `format('At most {max}', { max: 40 })`. */
export function format(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/** A translator over one language's messages. */
export const translator =
  (messages: Messages) =>
  (key: MessageKey, values?: Record<string, string | number>): string =>
    format(messages[key], values)

export type Translate = ReturnType<typeof translator>
