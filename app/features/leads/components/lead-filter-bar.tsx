import { useId } from 'react'
import { Label } from '~/components/ui/form-controls'
import { NativeSelect } from '~/components/ui/native-select'
import { PERIODS, sourceLabel, type LeadFilters } from '../lead-filters'
import type { Assignee } from '../schemas'
import { LEAD_STATUSES, STATUS_LABELS } from '../statuses'

/** Status, owner, source and period above the messages table. */
export function LeadFilterBar({
  filters,
  assignees,
  sources,
  onChange,
}: {
  filters: LeadFilters
  assignees: Assignee[]
  sources: string[]
  onChange: (filters: LeadFilters) => void
}) {
  const id = useId()
  const set = (key: keyof LeadFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: event.target.value })
  return (
    <div role="group" aria-label="Filters" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-status`}>Lead status</Label>
        <NativeSelect id={`${id}-status`} value={filters.status} onChange={set('status')}>
          <option value="">All but spam</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-owner`}>Owner</Label>
        <NativeSelect id={`${id}-owner`} value={filters.owner} onChange={set('owner')}>
          <option value="">Anyone</option>
          <option value="me">Mine</option>
          <option value="none">Nobody</option>
          {assignees.map((a) => (
            <option key={a._id} value={a._id}>
              {a.username}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-source`}>Source</Label>
        <NativeSelect id={`${id}-source`} value={filters.source} onChange={set('source')}>
          <option value="">Any source</option>
          {sources.map((s) => (
            <option key={s} value={s}>
              {sourceLabel(s)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-period`}>Period</Label>
        <NativeSelect id={`${id}-period`} value={filters.period} onChange={set('period')}>
          <option value="">Any time</option>
          {PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  )
}
