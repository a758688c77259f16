import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core'
import { GripVerticalIcon } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatDate } from '~/components/admin/format'
import { toastFailure } from '~/components/admin/failure-toast'
import { toast } from '~/components/ui/toaster'
import { cn } from '~/lib/cn'
import { updateLead } from '../api'
import type { Message } from '../schemas'
import { LEAD_STATUSES, STATUS_LABELS, isLeadStatus, type LeadStatus } from '../statuses'

const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']

/**
 * Arrow keys move a picked-up card from column to column (not 25 px at a time, the library's
 * default): the columns are the only places a card can go. Left and Right go to the status
 * before and after, whichever row the columns have wrapped onto; Up and Down to the column above
 * or below.
 */
const nextColumn: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  if (!KEYS.includes(event.code)) return undefined
  event.preventDefault()
  const { collisionRect, droppableRects, droppableContainers } = context
  if (!collisionRect) return undefined
  if (event.code === 'ArrowLeft' || event.code === 'ArrowRight') {
    // The column the card is in now: the one around its top-left corner.
    const { x, y } = currentCoordinates
    const around = droppableContainers.getEnabled().find((container) => {
      const r = droppableRects.get(container.id)
      return r !== undefined && x >= r.left && x <= r.right && y >= r.top && y <= r.bottom
    })
    const current = statusOf(around?.id)
    if (!current) return undefined
    const next =
      LEAD_STATUSES[LEAD_STATUSES.indexOf(current) + (event.code === 'ArrowRight' ? 1 : -1)]
    const rect = next && droppableRects.get(`column:${next}`)
    return rect ? { x: rect.left + 8, y: rect.top + 48 } : undefined
  }
  let best: { left: number; top: number; distance: number } | undefined
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id)
    if (!rect) continue
    const dx = rect.left - collisionRect.left
    const dy = rect.top - collisionRect.top
    const ahead =
      (event.code === 'ArrowDown' && dy > 1 && Math.abs(dx) < rect.width / 2) ||
      (event.code === 'ArrowUp' && dy < -1 && Math.abs(dx) < rect.width / 2)
    if (!ahead) continue
    const distance = Math.hypot(dx, dy)
    if (!best || distance < best.distance) best = { left: rect.left, top: rect.top, distance }
  }
  return best ? { x: best.left + 8, y: best.top + 48 } : undefined
}

const statusOf = (id: unknown): LeadStatus | undefined => {
  const value = String(id).replace(/^column:/, '')
  return isLeadStatus(value) ? value : undefined
}

/**
 * The board (docs/product.md §Leads): a column per status; a card moves by dragging its handle
 * or, with the keyboard, Space to pick it up, the arrow keys to go to another column and Space
 * to drop it (Escape puts it back). Each step is said to screen readers. All six columns are on
 * screen at any width (ADR 075): one row where each has room, else rows of three or two, else
 * one above another.
 */
export function LeadBoard({ messages, onChanged }: { messages: Message[]; onChanged: () => void }) {
  // The status shown before the server answers, so a dropped card stays where it was dropped.
  const [moved, setMoved] = useState<Record<string, LeadStatus>>({})
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: nextColumn }),
  )
  const byId = new Map(messages.map((m) => [m._id, m]))
  const statusOfCard = (m: Message) => moved[m._id] ?? m.status
  const name = (id: unknown) => {
    const m = byId.get(String(id))
    return m ? `the lead from ${m.name}` : 'the lead'
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const m = byId.get(String(active.id))
      return `Picked up ${name(active.id)}, in ${m ? STATUS_LABELS[statusOfCard(m)] : ''}. Use the arrow keys to choose a column, Space to drop, Escape to cancel.`
    },
    onDragOver: ({ active, over }) => {
      const status = statusOf(over?.id)
      return status
        ? `${name(active.id)} is over ${STATUS_LABELS[status]}.`
        : `${name(active.id)} is not over a column.`
    },
    onDragEnd: ({ active, over }) => {
      const status = statusOf(over?.id)
      return status
        ? `${name(active.id)} was moved to ${STATUS_LABELS[status]}.`
        : `${name(active.id)} was dropped where it was.`
    },
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled. It stays where it was.`,
  }

  const drop = async ({ active, over }: DragEndEvent) => {
    const lead = byId.get(String(active.id))
    const status = statusOf(over?.id)
    if (!lead || !status || status === statusOfCard(lead)) return
    setMoved((m) => ({ ...m, [lead._id]: status }))
    try {
      await updateLead(lead._id, { status })
      toast.success(`Lead moved to ${STATUS_LABELS[status]}`)
      onChanged()
    } catch (error) {
      setMoved(({ [lead._id]: _, ...rest }) => rest)
      toastFailure('Failed to change the status', error)
    }
  }

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={(event) => void drop(event)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a lead to another status, press Space to pick it up, the arrow keys to choose a column, and Space again to drop it. Escape cancels.',
        },
      }}
    >
      <div className="@container" role="region" aria-label="Board of leads by status">
        <div className="grid grid-cols-1 gap-3 @md:grid-cols-2 @2xl:grid-cols-3 @min-[66rem]:grid-cols-6">
          {LEAD_STATUSES.map((status) => (
            <Column
              key={status}
              status={status}
              leads={messages.filter((m) => statusOfCard(m) === status)}
            />
          ))}
        </div>
      </div>
    </DndContext>
  )
}

function Column({ status, leads }: { status: LeadStatus; leads: Message[] }) {
  const { setNodeRef, isOver } = useDroppable({ id: `column:${status}` })
  const headingId = `board-column-${status}`
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'bg-muted/40 flex min-w-0 flex-col gap-2 rounded-xl border p-3',
        isOver && 'ring-primary ring-2',
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between text-sm font-semibold">
        {STATUS_LABELS[status]}
        <span className="text-muted-foreground tabular-nums">{leads.length}</span>
      </h2>
      <ul className="flex min-h-16 flex-col gap-2">
        {leads.map((lead) => (
          <Card key={lead._id} lead={lead} />
        ))}
      </ul>
    </section>
  )
}

function Card({ lead }: { lead: Message }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id: lead._id })
  return (
    <li
      ref={setNodeRef}
      style={
        transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined
      }
      className={cn(
        'bg-card flex items-start gap-1.5 rounded-lg border p-2 text-sm shadow-sm',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring -m-1 min-h-11 min-w-6 cursor-grab touch-none rounded p-1 focus-visible:ring-2 focus-visible:outline-none"
        {...attributes}
        {...listeners}
        aria-label={`Move lead from ${lead.name}: ${lead.subject}`}
      >
        <GripVerticalIcon className="size-4" aria-hidden />
      </button>
      <div className="min-w-0 flex-1">
        <Link
          to={`/admin/messages/${lead._id}`}
          className="font-medium break-words underline-offset-4 hover:underline"
        >
          <bdi>{lead.subject}</bdi>
        </Link>
        <p className="text-muted-foreground break-words">
          <bdi>{lead.name}</bdi> ·{' '}
          <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
        </p>
        {lead.assignee && <p className="text-muted-foreground">Owner: {lead.assignee.username}</p>}
      </div>
    </li>
  )
}
