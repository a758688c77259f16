import type { FieldMeta } from '~/copy/documents'
import { z } from '~/lib/validation'

/**
 * What the editor needs to know of one field of a page's schema: a small view of zod's own
 * description of it (`_zod.def`), so the editor is drawn from the same schema the API checks.
 */
export type FieldShape =
  | { kind: 'text'; meta: FieldMeta; maxLength: number | null }
  | { kind: 'number'; meta: FieldMeta }
  | { kind: 'boolean'; meta: FieldMeta }
  | { kind: 'choice'; meta: FieldMeta; options: string[] }
  | { kind: 'object'; meta: FieldMeta; fields: [string, z.ZodType][] }
  | { kind: 'list'; meta: FieldMeta; item: z.ZodType; min: number; max: number }

const metaOf = (schema: z.ZodType): FieldMeta => (z.globalRegistry.get(schema) ?? {}) as FieldMeta

/** A length bound of a text or list, as its checks state it (`.min()`, `.max()`). */
function bound(schema: z.ZodType, check: 'min_length' | 'max_length'): number | null {
  const checks = (schema._zod.def.checks ?? []) as unknown as {
    _zod: { def: Record<string, unknown> }
  }[]
  const found = checks.map((c) => c._zod.def).find((d) => d.check === check)
  const value = found?.[check === 'min_length' ? 'minimum' : 'maximum']
  return typeof value === 'number' ? value : null
}

export function shapeOf(schema: z.ZodType): FieldShape {
  const meta = metaOf(schema)
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>
  switch (def.type) {
    case 'string':
      return { kind: 'text', meta, maxLength: bound(schema, 'max_length') }
    case 'pipe': {
      // A checked text (a date): its input is what the editor types.
      const inner = shapeOf(def.in as z.ZodType)
      return { ...inner, meta: { ...inner.meta, ...meta } }
    }
    case 'number':
      return { kind: 'number', meta }
    case 'boolean':
      return { kind: 'boolean', meta }
    case 'enum':
      return { kind: 'choice', meta, options: Object.values(def.entries as Record<string, string>) }
    case 'object':
      return {
        kind: 'object',
        meta,
        fields: Object.entries(def.shape as Record<string, z.ZodType>),
      }
    case 'array':
      return {
        kind: 'list',
        meta,
        item: def.element as z.ZodType,
        min: bound(schema, 'min_length') ?? 0,
        max: bound(schema, 'max_length') ?? 100,
      }
    default:
      throw new Error(`The editor cannot draw a field of type ${def.type}`)
  }
}

/** A new, empty item for a list: blank texts, the first choice, unticked, empty lists. */
export function blankValue(schema: z.ZodType): unknown {
  const shape = shapeOf(schema)
  switch (shape.kind) {
    case 'text':
      return ''
    case 'number':
      return ''
    case 'boolean':
      return false
    case 'choice':
      return shape.options[0]
    case 'list':
      return []
    case 'object':
      return Object.fromEntries(shape.fields.map(([key, field]) => [key, blankValue(field)]))
  }
}

/** 'metaDescription' → 'Meta description': a key as a label, where the schema gives none. */
export function labelOf(key: string, meta: FieldMeta): string {
  if (meta.title) return meta.title
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

/** Every leaf's path in a value (`hero.tagline`, `stats.0.value`): where API errors may point. */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return prefix ? [prefix] : []
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value)
  const paths = entries.flatMap(([key, v]) => leafPaths(v, prefix ? `${prefix}.${key}` : key))
  return prefix ? [prefix, ...paths] : paths
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `value` with each link field (`meta.link`, where a button or menu item goes) passed through
 * `map` with its path (`items.2.to`); everything else as it is, whatever its shape.
 */
export function mapLinkFields(
  schema: z.ZodType,
  value: unknown,
  map: (link: string, path: string) => string,
  prefix = '',
): unknown {
  const shape = shapeOf(schema)
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key)
  if (shape.kind === 'text') {
    return shape.meta.link && typeof value === 'string' ? map(value, prefix) : value
  }
  if (shape.kind === 'object' && isRecord(value)) {
    const mapped = { ...value }
    for (const [key, field] of shape.fields) {
      if (key in value) mapped[key] = mapLinkFields(field, value[key], map, at(key))
    }
    return mapped
  }
  if (shape.kind === 'list' && Array.isArray(value)) {
    return value.map((item, i) => mapLinkFields(shape.item, item, map, at(String(i))))
  }
  return value
}

/** Every link field of a document with its path: `[['items.0.to', '/services'], …]`. */
export function linkFieldsOf(schema: z.ZodType, value: unknown): [string, string][] {
  const links: [string, string][] = []
  mapLinkFields(schema, value, (link, path) => {
    links.push([path, link])
    return link
  })
  return links
}

/**
 * The paths of a document's texts that a second language translates (ADR 080): every text but
 * links, pictures and checked texts such as dates (`hero.tagline`, `services.0.title`). Lists
 * are walked as the document has them, so a translation follows the items there are.
 */
export function translatablePaths(schema: z.ZodType, value: unknown, prefix = ''): string[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key)
  if (def.type === 'string') {
    const meta = metaOf(schema)
    return meta.link || meta.image || typeof value !== 'string' ? [] : [prefix]
  }
  if (def.type === 'object' && isRecord(value)) {
    return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      key in value ? translatablePaths(field, value[key], at(key)) : [],
    )
  }
  if (def.type === 'array' && Array.isArray(value)) {
    return value.flatMap((item, i) =>
      translatablePaths(def.element as z.ZodType, item, at(String(i))),
    )
  }
  return []
}
