import { ACTIVITY_ENTITIES, type ActivityEntity } from '~/core/activity'

/**
 * A kind of record the activity log names, as the Activity screen shows it: its label in the
 * Kind filter, and for kinds that keep revisions, the History resource of one of its records.
 */
export interface ActivityKind {
  entity: ActivityEntity
  label: string
  /** The History resource of the record an entry names (`{collection}/{id}`, `contact`). */
  resourceOf?: (entityId: string) => string
}

const CORE_KINDS: Record<(typeof ACTIVITY_ENTITIES)[number], Omit<ActivityKind, 'entity'>> = {
  contact: { label: 'Contact details', resourceOf: () => 'contact' },
  'site-content': { label: 'Site content', resourceOf: (page) => `content/${page}` },
  message: { label: 'Messages' },
  upload: { label: 'Uploads' },
  user: { label: 'Accounts' },
  settings: { label: 'Settings' },
  redirect: { label: 'Redirects' },
  integration: { label: 'Integrations' },
}

/** The collections' kinds (the route reads them from their declarations), then the others. */
export function activityKinds(collections: readonly ActivityKind[]): ActivityKind[] {
  return [...collections, ...ACTIVITY_ENTITIES.map((entity) => ({ entity, ...CORE_KINDS[entity] }))]
}
