import { ReplyIcon } from 'lucide-react'
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
import type { Message, MessageSource } from '../schemas'

interface AdminMessageDialogProps {
  message: Message | null
  onOpenChange: (open: boolean) => void
}

/**
 * The message dialog (docs/product.md §Message view): subject, New badge while unread, sender,
 * date and time, text, reply, Close.
 */
export function AdminMessageDialog({ message, onOpenChange }: AdminMessageDialogProps) {
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
              {message.phone && <> · {message.phone}</>}
            </DialogDescription>
            <p className="text-muted-foreground text-sm">
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
          </DialogHeader>
          <div className="bg-muted/50 rounded-lg border p-4 text-sm leading-relaxed whitespace-pre-wrap">
            {message.message}
          </div>
          <MessageSourceDetails source={message.source} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
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

/** Where the sender's visit came from (docs/product.md §Message view): landing page, referrer, campaign. */
function MessageSourceDetails({ source }: { source: MessageSource | null }) {
  const rows: [string, string | null][] = source
    ? [
        ['Landing page', source.landingPage],
        ['Referrer', source.referrer ?? '(direct)'],
        ['Campaign source', source.utmSource],
        ['Campaign medium', source.utmMedium],
        ['Campaign', source.utmCampaign],
      ]
    : []
  return (
    <section aria-labelledby="message-source-heading" className="text-sm">
      <h3 id="message-source-heading" className="mb-2 font-semibold">
        Source
      </h3>
      {source ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {rows
            .filter((row): row is [string, string] => row[1] !== null)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-all">
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
        </dl>
      ) : (
        <p className="text-muted-foreground">No visit was counted for this message.</p>
      )}
    </section>
  )
}
