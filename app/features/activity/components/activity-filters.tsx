import { useId } from 'react'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/form-controls'
import { NativeSelect } from '~/components/ui/native-select'
import { ACTIVITY_ACTIONS, type ActivityAction } from '~/core/activity'
import type { ActivityFilter } from '../activity-filter'
import type { ActivityKind } from '../activity-kinds'
import { ACTION_LABELS } from './admin-activity-table'

interface ActivityFiltersProps {
  filter: ActivityFilter
  /** The kinds of record, in the Kind filter's order (activityKinds). */
  kinds: ActivityKind[]
  people: { id: string; name: string }[]
  onChange: (filter: ActivityFilter) => void
}

/**
 * Who, what kind of record, what was done, and which day (docs/product.md §Activity). Each
 * change goes to the URL at once, so the list reloads and a filtered view can be shared.
 */
export function ActivityFilters({ filter, kinds, people, onChange }: ActivityFiltersProps) {
  const id = useId()
  const set = (change: Partial<ActivityFilter>) => onChange({ ...filter, ...change })
  const filtered = Boolean(filter.who || filter.kind || filter.what || filter.date)
  return (
    <form
      role="search"
      aria-label="Filter activity"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-who`}>Person</Label>
        <NativeSelect
          id={`${id}-who`}
          value={filter.who ?? ''}
          onChange={(event) => set({ who: event.target.value || undefined })}
        >
          <option value="">Everyone</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-kind`}>Kind</Label>
        <NativeSelect
          id={`${id}-kind`}
          value={filter.kind ?? ''}
          onChange={(event) => set({ kind: event.target.value || undefined })}
        >
          <option value="">Every kind</option>
          {kinds.map((kind) => (
            <option key={kind.entity} value={kind.entity}>
              {kind.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-what`}>Action</Label>
        <NativeSelect
          id={`${id}-what`}
          value={filter.what ?? ''}
          onChange={(event) =>
            set({ what: (event.target.value || undefined) as ActivityAction | undefined })
          }
        >
          <option value="">Every action</option>
          {ACTIVITY_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {ACTION_LABELS[action]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-date`}>Day</Label>
        <Input
          id={`${id}-date`}
          type="date"
          value={filter.date ?? ''}
          onChange={(event) => set({ date: event.target.value || undefined })}
        />
      </div>
      {filtered && (
        <Button type="button" variant="outline" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </form>
  )
}
