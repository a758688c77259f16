import { PlusIcon, Trash2Icon } from 'lucide-react'
import { useEffect, useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { Button } from '~/components/ui/button'
import { FieldError, Input } from '~/components/ui/form-controls'
import { splitTextList } from '~/lib/validation'

interface TextListEditorProps {
  label: string
  /** What one entry is called: 'feature' gives 'Feature 1', 'Add feature', 'Remove feature 1'. */
  noun: string
  hint?: string
  error?: string
  value: readonly string[]
  onChange: (value: string[]) => void
  max: number
}

const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1)

/**
 * A list of short texts, one field each (ADR 067): the list a product's features are. Enter
 * adds an entry below; pasting several lines (or a comma-separated line) into an empty entry
 * makes one entry of each, so a list copied from elsewhere arrives as a list.
 */
export function TextListEditor({
  label,
  noun,
  hint,
  error,
  value,
  onChange,
  max,
}: TextListEditorProps) {
  const id = useId()
  const box = useRef<HTMLFieldSetElement>(null)
  // The entry to focus once it is rendered (one just added).
  const focusAt = useRef<number | null>(null)
  useEffect(() => {
    if (focusAt.current === null) return
    box.current?.querySelectorAll('input')[focusAt.current]?.focus()
    focusAt.current = null
  })

  const insertAt = (index: number, entries: string[]) => {
    const next = [...value]
    next.splice(index, 0, ...entries)
    onChange(next.slice(0, max))
  }
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter makes the next entry (it would otherwise send the form).
    if (event.key !== 'Enter') return
    event.preventDefault()
    if (value.length >= max) return
    insertAt(index + 1, [''])
    focusAt.current = index + 1
  }
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text')
    const entries = splitTextList(text)
      .map((entry) => entry.trim())
      .filter(Boolean)
    // One entry pasted is an ordinary paste; a list pasted into an empty entry is the list.
    if (entries.length < 2 || value[index]?.trim()) return
    event.preventDefault()
    const next = [...value]
    next.splice(index, 1, ...entries)
    onChange(next.slice(0, max))
  }

  return (
    <fieldset
      ref={box}
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={
        [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {value.length > 0 && (
        <ol className="flex flex-col gap-2">
          {value.map((entry, index) => {
            const name = `${noun} ${index + 1}`
            return (
              // Entries are plain texts without ids; the index keys them, as the list's order is
              // what they are.
              <li key={index} className="flex items-center gap-2">
                <Input
                  value={entry}
                  aria-label={capital(name)}
                  aria-invalid={error ? true : undefined}
                  maxLength={200}
                  onChange={(event) =>
                    onChange(value.map((v, i) => (i === index ? event.target.value : v)))
                  }
                  onKeyDown={onKeyDown(index)}
                  onPaste={onPaste(index)}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="shrink-0"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </li>
            )
          })}
        </ol>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={value.length >= max}
          onClick={() => {
            insertAt(value.length, [''])
            focusAt.current = value.length
          }}
        >
          <PlusIcon aria-hidden />
          Add {noun}
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}
