import { MailIcon, ReplyIcon, SquareArrowOutUpRightIcon } from 'lucide-react'
import { Link } from 'react-router'
import { formatDateTime } from '~/components/admin/format'
import { useReturnFocus } from '~/components/admin/use-return-focus'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import type { Message } from '../schemas'
import { MessageSourceDetails } from './message-source'

interface AdminMessageDialogProps {
  message: Message | null
  onOpenChange: (open: boolean) => void
  /** "Mark as unread" (docs/product.md §Leads); absent, the button is not shown. */
  onMarkUnread?: (message: Message) => void
}

/**
 * The message dialog (docs/product.md §Message view): subject, New badge while unread, sender,
 * date and time, text, reply, Close.
 */
export function AdminMessageDialog({
  message,
  onOpenChange,
  onMarkUnread,
}: AdminMessageDialogProps) {
  // Close, Escape or a click outside puts focus back on the row's View button.
  const returnFocus = useReturnFocus()
  return (
    <Dialog open={message !== null} onOpenChange={onOpenChange}>
      {message && (
        <DialogContent className="max-w-2xl" closeLabel="Close dialog" {...returnFocus}>
          <DialogHeader>
            <div className="flex flex-wrap items-center gap-2">
              <DialogTitle>
                <bdi>{message.subject}</bdi>
              </DialogTitle>
              {!message.read && <Badge>New</Badge>}
            </div>
            <DialogDescription>
              From <bdi className="text-foreground font-medium">{message.name}</bdi> &lt;
              <a
                href={`mailto:${message.email}`}
                className="text-primary underline underline-offset-4"
              >
                {message.email}
              </a>
              &gt;
              {message.phone && (
                <>
                  {' · '}
                  <a
                    href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}
                    className="text-primary underline underline-offset-4"
                  >
                    {message.phone}
                  </a>
                </>
              )}
            </DialogDescription>
            <p className="text-muted-foreground text-sm">
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
          </DialogHeader>
          <div className="bg-muted/50 rounded-lg border p-4 text-sm leading-relaxed whitespace-pre-wrap">
            {message.message}
          </div>
          <MessageSourceDetails source={message.source} lang={message.lang} page={message.page} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
            {onMarkUnread && message.read && (
              <Button variant="outline" onClick={() => onMarkUnread(message)}>
                <MailIcon aria-hidden />
                Mark as unread
              </Button>
            )}
            <Button variant="outline" asChild>
              <Link to={`/admin/messages/${message._id}`}>
                <SquareArrowOutUpRightIcon aria-hidden />
                Open lead
              </Link>
            </Button>
            <Button asChild>
              <a href={replyLink(message)}>
                <ReplyIcon aria-hidden />
                Reply via Email
              </a>
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  )
}

/** A mail link to the sender with the subject prefilled as a reply. */
function replyLink(message: Message): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`
}
