import {
  ArrowDownIcon,
  ArrowUpIcon,
  CopyIcon,
  GripVerticalIcon,
  PlusIcon,
  Trash2Icon,
  XIcon,
} from 'lucide-react'
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { get, useFieldArray, useFormContext } from 'react-hook-form'
import { useEditorTranslation } from '~/components/admin/editor-language'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toaster'
import { cn } from '~/lib/cn'
import { MAX_SECTIONS, SECTION_TYPES, type Section, type SectionType } from '../sections'
import { blankSection, SECTION_DESCRIPTIONS, SECTION_NAMES } from '../templates'
import { ListError, SectionFields } from './section-fields'

/** What to focus once React has drawn the list anew: a card's control, by the card's key. */
type FocusTarget = { key: string; control: 'handle' | 'up' | 'down' | 'card' } | { add: true }

/** A section picked up with the keyboard: its card's key, and where it was picked up. */
interface PickedUp {
  key: string
  from: number
}

const PICK_UP_HELP =
  'To move a section, press Space or Enter on its handle to pick it up, the arrow keys to move it, and Space or Enter again to drop it. Escape cancels.'

/**
 * The page's sections as cards, in order (issue #40): each edits its type's fields in place,
 * and is moved up or down, duplicated or removed; "Add section" inserts after the section last
 * worked on, or at the end.
 *
 * Moving by keyboard is the leads board's: Space or Enter on a card's handle picks it up, the
 * arrow keys move it, Space or Enter drops it, Escape puts it back, each step said in a live
 * region. Unlike the board, no floating copy follows the keys: a card is a form as tall as a
 * screen, whose copy would cover the others, so the list itself reorders at each key and the
 * handle keeps the focus.
 */
export function SectionsEditor() {
  const { control, formState, getValues } = useFormContext()
  const { fields, insert, remove, move } = useFieldArray({ control, name: 'sections' })
  const translation = useEditorTranslation()
  // In another language the sections are the default language's: translated, never rearranged.
  const fixed = translation !== null
  const [picked, setPicked] = useState<PickedUp | null>(null)
  const [announcement, setAnnouncement] = useState('')
  // The section last worked on: "Add section" puts the new one after it.
  const [current, setCurrent] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)
  const focusNext = useRef<FocusTarget | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const helpId = useId()
  // A card inserted (added or duplicated) is focused once its key exists: its title, so the
  // next Tab reaches its first field.
  const pendingFocus = useRef<number | null>(null)

  // Before the browser paints: a moved card's handle never shows without its focus ring.
  useLayoutEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    if ('add' in target) return addButton.current?.focus()
    const card = list.current?.querySelector<HTMLElement>(`[data-key="${target.key}"]`)
    const wanted = card?.querySelector<HTMLElement>(`[data-control="${target.control}"]`)
    // A move to the top or bottom disables its own button: the handle takes the focus then.
    const usable = wanted && !(wanted as HTMLButtonElement).disabled ? wanted : undefined
    ;(usable ?? card?.querySelector<HTMLElement>('[data-control="handle"]'))?.focus()
  })

  const nameAt = (index: number) => {
    // From `fields`, not from the watched values: those can arrive a render after a move, and a
    // name read from them then belonged to the section that had been at that place (a cancelled
    // move was announced under the other section's name, seen in CI).
    const type = (fields[index] as unknown as Section | undefined)?.type
    return type ? SECTION_NAMES[type] : 'Section'
  }
  const say = (text: string) => setAnnouncement(text)
  const indexOf = (key: string) => fields.findIndex((f) => f.id === key)

  const moveTo = (from: number, to: number, control: 'handle' | 'up' | 'down') => {
    if (to < 0 || to >= fields.length || to === from) return
    focusNext.current = { key: fields[from]!.id, control }
    move(from, to)
  }

  const moveBy = (index: number, step: -1 | 1, control: 'up' | 'down') => {
    const to = index + step
    if (to < 0 || to >= fields.length) return
    moveTo(index, to, control)
    say(`${nameAt(index)} moved to position ${to + 1} of ${fields.length}.`)
  }

  const onHandleKey = (index: number, key: string) => (event: KeyboardEvent) => {
    const pick = event.key === ' ' || event.key === 'Enter'
    if (!picked || picked.key !== key) {
      if (!pick) return
      event.preventDefault()
      setPicked({ key, from: index })
      say(
        `Picked up ${nameAt(index)}, section ${index + 1} of ${fields.length}. Use the arrow keys to move it, Space to drop, Escape to cancel.`,
      )
      return
    }
    if (pick) {
      event.preventDefault()
      setPicked(null)
      say(`${nameAt(index)} was dropped at position ${index + 1} of ${fields.length}.`)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      setPicked(null)
      moveTo(index, picked.from, 'handle')
      say(`Moving ${nameAt(index)} was cancelled. It is back at position ${picked.from + 1}.`)
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
      event.preventDefault()
      if (index === 0) return say(`${nameAt(index)} is already first.`)
      moveTo(index, index - 1, 'handle')
      say(`${nameAt(index)} is over position ${index} of ${fields.length}.`)
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
      event.preventDefault()
      if (index === fields.length - 1) return say(`${nameAt(index)} is already last.`)
      moveTo(index, index + 1, 'handle')
      say(`${nameAt(index)} is over position ${index + 2} of ${fields.length}.`)
    } else if (event.key === 'Tab') {
      // Leaving the handle drops the section where it is, as a click elsewhere would.
      setPicked(null)
      say(`${nameAt(index)} was dropped at position ${index + 1} of ${fields.length}.`)
    }
  }

  /**
   * A picked-up section whose handle lost the focus is dropped where it is, as when the user
   * clicks elsewhere. Not when the list itself took it away: moving a card moves its handle in
   * the page, which blurs it until it is focused again, within the same task.
   */
  const dropUnlessRefocused = (key: string) =>
    window.setTimeout(() => {
      const active = document.activeElement
      const own =
        active instanceof HTMLElement &&
        active.dataset.control === 'handle' &&
        active.closest('[data-key]')?.getAttribute('data-key') === key
      if (!own) setPicked((p) => (p?.key === key ? null : p))
    }, 0)

  const duplicate = (index: number) => {
    const copy = structuredClone(getValues(`sections.${index}`) as Section)
    insert(index + 1, copy, { shouldFocus: false })
    // The copy's key is known on the next render: the effect then focuses its card.
    pendingFocus.current = index + 1
    say(`${nameAt(index)} duplicated: the copy is section ${index + 2}.`)
  }

  // Removed at once, with an Undo in the toast: a card full of text is not lost to one click,
  // and no question is asked each time.
  const removeAt = (index: number) => {
    const name = nameAt(index)
    const removed = structuredClone(getValues(`sections.${index}`) as Section)
    const next = fields[index + 1] ?? fields[index - 1]
    focusNext.current = next ? { key: next.id, control: 'handle' } : { add: true }
    remove(index)
    say(`${name} removed. ${fields.length - 1} sections left.`)
    toast(`${name} section removed`, {
      action: {
        label: 'Undo',
        onClick: () => {
          insert(Math.min(index, getValues('sections').length), removed, { shouldFocus: false })
          pendingFocus.current = index
          say(`${name} is back as section ${index + 1}.`)
        },
      },
    })
  }

  // Escape closes the list of types, back to the button that opened it.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    setAdding(false)
    focusNext.current = { add: true }
  }

  const currentIndex = current === null ? -1 : indexOf(current)
  const add = (type: SectionType) => {
    const at = currentIndex === -1 ? fields.length : currentIndex + 1
    insert(at, blankSection(type), { shouldFocus: false })
    pendingFocus.current = at
    setAdding(false)
    say(`${SECTION_NAMES[type]} added as section ${at + 1} of ${fields.length + 1}.`)
  }

  useEffect(() => {
    if (pendingFocus.current === null) return
    const field = fields[pendingFocus.current]
    pendingFocus.current = null
    if (!field) return
    setCurrent(field.id)
    list.current
      ?.querySelector<HTMLElement>(`[data-key="${field.id}"] [data-control="card"]`)
      ?.focus()
  }, [fields])

  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-1 text-base font-semibold">Sections</legend>
      <p id={helpId} className="text-muted-foreground text-xs">
        The page shows its sections in this order. {fixed ? '' : PICK_UP_HELP}
      </p>
      <ListError path="sections" />
      {fields.length === 0 && (
        <p className="text-muted-foreground rounded-lg border border-dashed p-4 text-sm">
          No sections yet: add the first one below.
        </p>
      )}
      <ol ref={list} className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const type = (field as unknown as Section).type
          const name = SECTION_NAMES[type] ?? type
          const isPicked = picked?.key === field.id
          const hasError = get(formState.errors, `sections.${index}`) !== undefined
          const titleId = `section-${field.id}-title`
          return (
            <li
              key={field.id}
              data-key={field.id}
              onFocus={() => setCurrent(field.id)}
              className={cn(
                'bg-card min-w-0 rounded-xl border shadow-sm transition-shadow',
                isPicked && 'ring-primary shadow-lg ring-2',
                current === field.id && !isPicked && 'border-primary/60',
              )}
            >
              <section aria-labelledby={titleId} className="flex min-w-0 flex-col">
                <div className="bg-muted/40 flex flex-wrap items-center gap-2 rounded-t-xl border-b px-2 py-2 sm:px-3">
                  {!fixed && (
                    <button
                      type="button"
                      data-control="handle"
                      aria-pressed={isPicked}
                      aria-describedby={helpId}
                      aria-label={`Move section ${index + 1}: ${name}`}
                      onKeyDown={onHandleKey(index, field.id)}
                      onBlur={() => isPicked && dropUnlessRefocused(field.id)}
                      className="text-muted-foreground hover:text-foreground focus-visible:ring-ring grid min-h-10 min-w-8 cursor-grab place-items-center rounded focus-visible:ring-2 focus-visible:outline-none"
                    >
                      <GripVerticalIcon className="size-4" aria-hidden />
                    </button>
                  )}
                  <h3
                    id={titleId}
                    data-control="card"
                    tabIndex={-1}
                    // Its basis keeps the name whole on a phone: the buttons wrap below instead.
                    className="min-w-0 flex-1 basis-32 text-sm font-semibold focus:outline-none"
                  >
                    <span className="text-muted-foreground tabular-nums">{index + 1}.</span> {name}
                    {hasError && (
                      <span className="text-destructive ml-2 font-normal">(needs attention)</span>
                    )}
                  </h3>
                  {!fixed && (
                    <div className="ml-auto flex gap-0.5">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-9"
                        data-control="up"
                        aria-label={`Move section ${index + 1} (${name}) up`}
                        disabled={index === 0}
                        onClick={() => moveBy(index, -1, 'up')}
                      >
                        <ArrowUpIcon aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-9"
                        data-control="down"
                        aria-label={`Move section ${index + 1} (${name}) down`}
                        disabled={index === fields.length - 1}
                        onClick={() => moveBy(index, 1, 'down')}
                      >
                        <ArrowDownIcon aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-9"
                        aria-label={`Duplicate section ${index + 1} (${name})`}
                        disabled={fields.length >= MAX_SECTIONS}
                        onClick={() => duplicate(index)}
                      >
                        <CopyIcon aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="text-destructive hover:bg-destructive/10 hover:text-destructive size-9"
                        aria-label={`Remove section ${index + 1} (${name})`}
                        onClick={() => removeAt(index)}
                      >
                        <Trash2Icon aria-hidden />
                      </Button>
                    </div>
                  )}
                </div>
                <div className="flex min-w-0 flex-col gap-4 p-2.5 sm:p-4">
                  <ListError path={`sections.${index}.type`} />
                  <SectionFields path={`sections.${index}`} type={type} />
                </div>
              </section>
            </li>
          )
        })}
      </ol>
      {!fixed && (
        <div className="flex flex-col gap-3">
          <div>
            <Button
              ref={addButton}
              type="button"
              variant="outline"
              aria-expanded={adding}
              aria-controls={`${helpId}-types`}
              disabled={fields.length >= MAX_SECTIONS}
              onClick={() => setAdding((open) => !open)}
            >
              {adding ? <XIcon aria-hidden /> : <PlusIcon aria-hidden />}
              {adding ? 'Close the list of sections' : 'Add section'}
            </Button>
          </div>
          {adding && (
            <div
              id={`${helpId}-types`}
              role="group"
              aria-label="Section types"
              className="rounded-xl border p-3"
            >
              <p className="text-muted-foreground mb-3 text-sm">
                {currentIndex === -1
                  ? 'The new section goes at the end of the page.'
                  : `The new section goes after section ${currentIndex + 1} (${nameAt(currentIndex)}).`}
              </p>
              <ul className="grid gap-2 sm:grid-cols-2">
                {SECTION_TYPES.map((type) => (
                  <li key={type}>
                    <button
                      type="button"
                      onClick={() => add(type)}
                      onKeyDown={closeOnEscape}
                      className="hover:bg-muted focus-visible:ring-ring flex h-full w-full flex-col items-start gap-0.5 rounded-lg border p-3 text-left text-sm focus-visible:ring-2 focus-visible:outline-none"
                    >
                      <span className="font-semibold">{SECTION_NAMES[type]}</span>
                      <span className="text-muted-foreground text-xs">
                        {SECTION_DESCRIPTIONS[type]}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      {/* Present from the start, so screen readers hear each change (as the board's region). */}
      <div
        role="status"
        aria-live="assertive"
        aria-atomic="true"
        className="sr-only"
        data-testid="sections-live"
      >
        {announcement}
      </div>
    </fieldset>
  )
}
