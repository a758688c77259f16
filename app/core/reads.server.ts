import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What a cached answer read, and what a publish changed, as keys (ADR 085; DESIGN 19): a record
 * (`portfolio/{id}`), a collection's list (`portfolio`), every record of a kind at once
 * (`faqs/*`: a move renumbers them), a site copy page (`content/home`), the contact details
 * (`contact`), the brand (`brand`), the redirects (`redirects`). The data layer records them
 * where it reads and writes — the collections' service, the site copy, the brand, the contact
 * details, the redirects — so no page lists its dependencies by hand.
 *
 * Both are recorded into whatever is collecting in the current async context: `readsOf` around
 * a render or a public API read, `changesOf` around a publish's transaction. Outside one,
 * recording does nothing (the portal's reads, a script).
 */
const reading = new AsyncLocalStorage<Set<string>>()
const changing = new AsyncLocalStorage<Set<string>>()

/** Everything: a change that cannot say what it changed (the demo seed, an import). */
export const EVERYTHING = '*'

/** The list a record's key belongs to: `portfolio/{id}` → `portfolio`; a list is its own. */
export const listKeyOf = (key: string) => {
  const slash = key.indexOf('/')
  return slash === -1 ? key : key.slice(0, slash)
}

/** A read of `keys`, by the answer being made now. */
export function recordRead(...keys: string[]): void {
  const store = reading.getStore()
  if (store) for (const key of keys) store.add(key)
}

/** A change to `keys`, by the publish running now (its transaction). */
export function recordChange(...keys: string[]): void {
  const store = changing.getStore()
  if (store) for (const key of keys) store.add(key)
}

/** Runs `work` (a render, a public API read) and says what it read. */
export async function readsOf<T>(work: () => Promise<T>): Promise<{ value: T; keys: string[] }> {
  const keys = new Set<string>()
  const value = await reading.run(keys, work)
  return { value, keys: [...keys].sort() }
}

/**
 * Runs `work` (a publish's write) and says what it changed: what the data layer recorded, or
 * EVERYTHING when it recorded nothing, so a write that forgets to say can only cost renders,
 * never leave a stale page.
 */
export async function changesOf<T>(work: () => Promise<T>): Promise<{ value: T; keys: string[] }> {
  const keys = new Set<string>()
  const value = await changing.run(keys, work)
  return { value, keys: keys.size ? [...keys].sort() : [EVERYTHING] }
}
