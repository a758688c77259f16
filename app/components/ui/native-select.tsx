import { ChevronDownIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

/**
 * The platform's own <select>, styled like the other fields: fully keyboard and screen-reader
 * friendly, works with react-hook-form's `register`, and opens the native picker on phones.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'border-input bg-background focus-visible:ring-ring aria-invalid:border-destructive h-10 w-full appearance-none rounded-lg border py-2 pr-9 pl-3 text-sm focus-visible:ring-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2"
        aria-hidden
      />
    </div>
  )
}
