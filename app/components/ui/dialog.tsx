import { XIcon } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { createContext, useContext, useMemo, type ComponentProps } from 'react'
import { cn } from '~/lib/cn'

/**
 * Closes the open dialog from its backdrop. Radix notices a press outside the dialog through a
 * document listener that it adds from a timer after the dialog opens; while the page's timers
 * are held back (a busy main thread, a page the browser throttles) a click on the backdrop
 * right after opening was ignored. The backdrop's own click handler works from the first frame.
 */
const CloseFromBackdrop = createContext<(() => void) | undefined>(undefined)

export function Dialog({ onOpenChange, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  const close = useMemo(
    () => (onOpenChange ? () => onOpenChange(false) : undefined),
    [onOpenChange],
  )
  return (
    <CloseFromBackdrop.Provider value={close}>
      <DialogPrimitive.Root onOpenChange={onOpenChange} {...props} />
    </CloseFromBackdrop.Provider>
  )
}
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string }) {
  const close = useContext(CloseFromBackdrop)
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        onClick={close}
        className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm"
      />
      <DialogPrimitive.Content
        className={cn(
          'bg-card text-card-foreground fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border p-6 shadow-xl',
          className,
        )}
        {...props}
      >
        {children}
        {/* Its own opaque backing, edged in the opposite tone: whatever lies beneath it (a
            project's picture), either the fill or the edge stands out from it by at least 3:1. */}
        <DialogPrimitive.Close
          className="bg-background text-foreground border-foreground hover:bg-muted focus-visible:ring-ring focus-visible:ring-offset-background absolute top-3 right-3 z-10 grid size-9 place-items-center rounded-full border-2 shadow-md focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
          aria-label={closeLabel}
        >
          <XIcon className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-semibold', className)} {...props} />
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  )
}
