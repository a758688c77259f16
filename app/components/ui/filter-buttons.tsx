import { clsx as cn } from 'clsx'

/** A row of toggle buttons choosing one category; the chosen one is pressed. */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-2">
      {options.map((option) => {
        const pressed = option.value === value
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'focus-visible:ring-ring rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none',
              pressed
                ? 'bg-primary text-primary-foreground border-primary shadow-primary/25 shadow-md'
                : 'bg-card/80 hover:bg-muted text-foreground/80',
            )}
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}
