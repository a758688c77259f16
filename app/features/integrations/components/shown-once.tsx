import { CopyIcon } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toaster'

/**
 * A secret shown this once (an API token, a webhook's signing secret): the server keeps only
 * its hash or keeps it sealed, so it is never shown again. Focus moves to the heading, so a
 * screen reader hears it at once.
 */
export function ShownOnce({
  title,
  label,
  value,
  note,
  onDone,
}: {
  title: string
  /** What the value is, for the copy button and the field: 'API token', 'Signing secret'. */
  label: string
  value: string
  note: string
  onDone: () => void
}) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      toast.success(`${label} copied`)
    } catch {
      toast.error(`Could not copy: select the ${label.toLowerCase()} and copy it`)
    }
  }
  return (
    <div
      className="border-primary/40 bg-muted/40 flex flex-col gap-3 rounded-lg border p-4"
      role="region"
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="font-semibold">
        {title}
      </h3>
      <p className="text-muted-foreground text-sm">{note}</p>
      <label htmlFor={`${id}-value`} className="sr-only">
        {label}
      </label>
      <input
        id={`${id}-value`}
        readOnly
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="bg-background w-full rounded-md border px-3 py-2 font-mono text-sm break-all"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <CopyIcon aria-hidden />
          Copy {label.toLowerCase()}
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  )
}
