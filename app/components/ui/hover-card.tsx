import { HoverCard as HoverCardPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

/** Hover cards open after 200 ms and close after 100 ms (docs/product.md §Constants). */
export function HoverCard(props: ComponentProps<typeof HoverCardPrimitive.Root>) {
  return <HoverCardPrimitive.Root openDelay={200} closeDelay={100} {...props} />
}

export const HoverCardTrigger = HoverCardPrimitive.Trigger

export function HoverCardContent({
  className,
  sideOffset = 8,
  ...props
}: ComponentProps<typeof HoverCardPrimitive.Content>) {
  return (
    <HoverCardPrimitive.Portal>
      <HoverCardPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'bg-card text-card-foreground z-50 w-64 rounded-lg border p-4 text-sm shadow-lg',
          className,
        )}
        {...props}
      />
    </HoverCardPrimitive.Portal>
  )
}
