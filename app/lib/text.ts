/**
 * Characters that show nothing yet change how the text around them reads: bidi controls
 * (ALM, LRM, RLM, LRE…RLO, LRI…PDI) and zero-width ones (ZWSP, ZWNJ, ZWJ, word joiner,
 * invisible operators, BOM). In a sender's name or subject they let "\u202eresU" read as
 * "User", or two names that look alike differ; a person never needs them there.
 */
const INVISIBLE = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g

export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '')
}

/** One line: line breaks (header injection in a notification, say) become spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ')
}
