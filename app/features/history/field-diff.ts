import { diffWordsWithSpace } from 'diff'

/** One field that differs between two documents: its path, and its value on each side. */
export interface FieldChange {
  /** `hero.tagline`, `stats.0.value`, `imageUrl`. */
  path: string
  /** The path as a person reads it: `Hero › Tagline`, `Stats › 1 › Value`. */
  label: string
  before: string | undefined
  after: string | undefined
  /** A picture's URL on either side: shown as thumbnails, not as text. */
  image: boolean
}

/** A run of words of one side: kept, or changed on this side. */
export interface WordPart {
  text: string
  changed: boolean
}

type Flat = Map<string, string>

/** Every leaf of a JSON document under its dotted path, as text (`null` as ''). */
export function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (Array.isArray(value)) {
    if (value.length === 0) into.set(prefix, '')
    value.forEach((item, i) => flatten(item, prefix ? `${prefix}.${i}` : String(i), into))
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      flatten(item, prefix ? `${prefix}.${key}` : key, into)
    }
  } else {
    into.set(prefix, value === null || value === undefined ? '' : String(value))
  }
  return into
}

const words = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    // A list item is shown counted from 1, as the editor numbers them.
    .replace(/^(\d+)$/, (n) => String(Number(n) + 1))

export const labelOf = (path: string) => path.split('.').map(words).join(' › ')

const isImage = (path: string, value: string | undefined) =>
  /image(Url)?$|logo(Dark)?Url$|photo$|avatar$/i.test(path.split('.').at(-1) ?? '') ||
  (value?.startsWith('/uploads/') ?? false)

/**
 * The fields that differ between an older document and the current one, in the order the
 * current document lists them (then the ones only the older one had): the field-level diff of
 * the History panel.
 */
export function diffFields(before: unknown, after: unknown): FieldChange[] {
  const old = flatten(before)
  const now = flatten(after)
  const paths = [...now.keys(), ...[...old.keys()].filter((p) => !now.has(p))]
  return paths
    .filter((path) => old.get(path) !== now.get(path))
    .map((path) => ({
      path,
      label: labelOf(path),
      before: old.get(path),
      after: now.get(path),
      image: isImage(path, old.get(path)) || isImage(path, now.get(path)),
    }))
}

/** Both sides of a text change, with the words each side changed marked. */
export function wordDiff(before: string, after: string): { before: WordPart[]; after: WordPart[] } {
  const parts = diffWordsWithSpace(before, after)
  return {
    before: parts.filter((p) => !p.added).map((p) => ({ text: p.value, changed: p.removed })),
    after: parts.filter((p) => !p.removed).map((p) => ({ text: p.value, changed: p.added })),
  }
}
