import { useEffect, useRef, useState, type ComponentProps } from 'react'
import { cn } from '~/lib/cn'

/**
 * A data table; the wrapper scrolls sideways on narrow screens instead of squeezing columns.
 * While it does, it says so: `data-overflowing` is set (cells marked with `pinnedCell` then stay
 * in view at its right edge), and the box is a named region a keyboard can focus and scroll.
 */
export function Table({
  className,
  scrollLabel,
  cards = false,
  ...props
}: ComponentProps<'table'> & {
  /** The scroll box's name while it scrolls sideways (the table's caption, say). */
  scrollLabel?: string
  /**
   * Rows as cards below the md breakpoint (the caller styles rows and cells so): the table,
   * its head and body then lay out as blocks, and keep their roles.
   */
  cards?: boolean
}) {
  const box = useRef<HTMLDivElement>(null)
  const [overflowing, setOverflowing] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const check = () => setOverflowing(element.scrollWidth > element.clientWidth + 1)
    const observer = new ResizeObserver(check)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    check()
    return () => observer.disconnect()
  }, [])
  return (
    // `relative` keeps screen-reader-only labels inside the scroll box, not widening the page.
    <div
      ref={box}
      data-overflowing={overflowing || undefined}
      role={overflowing ? 'region' : undefined}
      aria-label={overflowing ? scrollLabel : undefined}
      tabIndex={overflowing ? 0 : undefined}
      className="group/table bg-card focus-visible:ring-ring relative w-full overflow-x-auto rounded-xl border focus-visible:ring-2 focus-visible:outline-none"
    >
      <table
        role={cards ? 'table' : undefined}
        className={cn(
          'w-full caption-bottom text-sm',
          cards && 'max-md:block max-md:[&>tbody]:block max-md:[&>thead]:block',
          className,
        )}
        {...props}
      />
    </div>
  )
}

/**
 * For a row's last cell (its actions): while the table scrolls sideways it stays at the right
 * edge, over the cells that pass beneath it, so a row's buttons are always in view.
 */
export const pinnedCell =
  'group-data-[overflowing]/table:bg-card group-data-[overflowing]/table:sticky group-data-[overflowing]/table:right-0 group-data-[overflowing]/table:z-10 group-data-[overflowing]/table:border-l group-data-[overflowing]/table:shadow-[-6px_0_8px_-6px_rgb(0_0_0/0.35)]'

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/60 [&_tr]:border-b', className)} {...props} />
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('hover:bg-muted/40 border-b transition-colors', className)} {...props} />
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'text-muted-foreground h-11 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap uppercase',
        className,
      )}
      {...props}
    />
  )
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2.5 align-middle', className)} {...props} />
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('sr-only', className)} {...props} />
}
