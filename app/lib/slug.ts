/**
 * A URL slug from a title: lower case, accents dropped, anything that is not a letter or digit
 * becomes one hyphen ("Café & Co. — Site" → "cafe-co-site"). Empty when nothing is left.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/** What a stored slug may be: lower-case letters and digits in hyphen-separated words. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** `base`, else `base-2`, `base-3`, … — the first that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'project'
  if (!taken.has(root)) return root
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}
