const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A saved document with the fields it lacks taken from the starter copy, at every depth of
 * nested groups. Lists are the editor's as saved: an item is never filled from another's copy.
 */
export function withStarterCopy(saved: unknown, starter: unknown): unknown {
  if (!isRecord(saved) || !isRecord(starter)) return saved
  const filled: Record<string, unknown> = { ...saved }
  for (const [key, value] of Object.entries(starter)) {
    filled[key] = key in saved ? withStarterCopy(saved[key], value) : value
  }
  return filled
}
