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

/**
 * The same for running text (a message), except the two joiners where they do something: a
 * zero-width joiner or non-joiner between two letters or pictographs shapes Persian, Indic and
 * emoji sequences (👩‍💻), and only there. Bidi controls always go.
 */
export function stripInvisibleInText(text: string): string {
  return text.replace(INVISIBLE, (char, offset: number) =>
    (char === '\u200C' || char === '\u200D') &&
    JOINS_AFTER.test(text.slice(Math.max(0, offset - 2), offset)) &&
    JOINS_BEFORE.test(text.slice(offset + 1, offset + 3))
      ? char
      : '',
  )
}

/** A letter, combining mark, pictograph or emoji presentation selector ending the text before. */
const JOINS_AFTER = /[\p{L}\p{M}\p{Extended_Pictographic}\uFE0F]$/u
/** The same, starting the text after. */
const JOINS_BEFORE = /^[\p{L}\p{M}\p{Extended_Pictographic}]/u

/** One line: line breaks (header injection in a notification, say) become spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ')
}

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u001F\u007F]/g

/**
 * A typed query as it is kept (site search, the Searches report): NFKC (full-width letters as
 * their plain forms), control characters and anything `unwanted` as spaces, one space between
 * words, trimmed, at most `max` characters.
 */
export function typedQuery(raw: string, max: number, unwanted?: RegExp): string {
  const text = raw.normalize('NFKC').replace(CONTROL, ' ')
  return (unwanted ? text.replace(unwanted, ' ') : text)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim()
}

/** Each word's first letter upper-case, the rest as it is: 'portfolio item' → 'Portfolio Item'. */
export function titleCase(text: string): string {
  return text.replace(
    /(^|\s)(\p{Ll})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  )
}

/** The first letter upper-case: 'portfolio items' → 'Portfolio items', 'FAQs' stays. */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
