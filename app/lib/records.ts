import { randomUUID } from 'node:crypto'

export const newId = (): string => randomUUID()
export const nowIso = (): string => new Date().toISOString()

/** Lists are stored as JSON text so both engines keep the same column type. */
export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** A record without the fields the server owns, to merge an edit onto. */
export function editableFields<T extends { _id: string; createdAt: string; updatedAt: string }>(
  record: T,
): Omit<T, '_id' | 'createdAt' | 'updatedAt'> {
  const { _id, createdAt, updatedAt, ...rest } = record
  void [_id, createdAt, updatedAt]
  return rest
}
