import { clsx as cn } from 'clsx'
import type { MouseEvent } from 'react'

/**
 * A row of links choosing one category, the chosen one marked as the current page. They work
 * without JavaScript (each is a real URL the server renders); with it, `onChoose` may take the
 * click and filter in place.
 */
export function FilterLinks<T extends string>({
  label,
  options,
  value,
  hrefOf,
  onChoose,
}: {
  label: string
  options: readonly { value: T; label: string }[]
  value: T
  hrefOf: (value: T) => string
  onChoose?: (value: T, event: MouseEvent<HTMLAnchorElement>) => void
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap justify-center gap-2">
        {options.map((option) => {
          const current = option.value === value
          return (
            <li key={option.value}>
              <a
                href={hrefOf(option.value)}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => onChoose?.(option.value, event)}
                className={cn(
                  'focus-visible:ring-ring inline-block rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none',
                  current
                    ? 'bg-primary text-primary-foreground border-primary shadow-primary/25 shadow-md'
                    : 'bg-card/80 hover:bg-muted text-foreground/80',
                )}
              >
                {option.label}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** A click the page may take over: the main button, no key held (else the browser's own). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
