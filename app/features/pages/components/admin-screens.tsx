import type { CollectionScreens } from '~/components/admin/collection-screens'
import type { Page } from '../schemas'

// Placeholder until the page builder lands on this branch (issue #40).
export const screens: CollectionScreens<Page> = { List: () => null, Form: () => null }
