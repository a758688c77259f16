/**
 * Where a page's copy goes: `/offer/spring` → `/offer/spring-copy`, then `-copy-2`, `-copy-3`…,
 * the first that no page in `taken` has. Still a valid path: a hyphen and lower-case words.
 */
export function copyPath(path: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const candidate = `${path}-copy${n === 1 ? '' : `-${n}`}`
    if (!taken.has(candidate)) return candidate
  }
}
