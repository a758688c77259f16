import { ArrowLeftIcon, DownloadIcon, MailIcon, PhoneIcon, Trash2Icon } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '~/components/admin/format'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Label, Textarea } from '~/components/ui/form-controls'
import { NativeSelect } from '~/components/ui/native-select'
import { toast } from '~/components/ui/toaster'
import { isUnauthorized, serverMessageOr } from '~/lib/api-client'
import { addNote, downloadMessagesCsv, markMessageUnread, sendReply, updateLead } from '../api'
import type { Assignee, LeadView, TimelineEntry } from '../schemas'
import { LEAD_STATUSES, STATUS_LABELS, type LeadStatus } from '../statuses'
import { EraseAddressButton } from './erase-address-button'
import { MessageSourceDetails } from './message-source'

/**
 * A lead's own page (docs/product.md §Leads): the message, where its sender came from, its
 * status and owner, changed where they are shown, the timeline, a note and a reply.
 */
export function LeadPage({
  lead,
  assignees,
  canErase,
  onChanged,
  onErased,
}: {
  lead: LeadView
  assignees: Assignee[]
  canErase: boolean
  onChanged: () => void
  onErased: () => void
}) {
  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work()
      toast.success(done)
      onChanged()
      return true
    } catch (error) {
      if (!isUnauthorized(error)) toast.error(serverMessageOr(error, failed))
      return false
    }
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <Link
        to="/admin/messages"
        className="text-primary inline-flex items-center gap-1 text-sm underline underline-offset-4"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        Back to messages
      </Link>
      {/* On a phone one column: the message, then its status and owner (ADR 075), then the
          timeline and the note and reply boxes. From lg the details are a column on the right. */}
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:grid-rows-[auto_1fr]">
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <section
            className="bg-card rounded-xl border p-5 shadow-sm"
            aria-labelledby="lead-subject"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="lead-subject" className="text-lg font-semibold break-words">
                <bdi>{lead.subject}</bdi>
              </h2>
              {!lead.read && <Badge>New</Badge>}
              {lead.answeredAt && <Badge variant="secondary">Answered</Badge>}
            </div>
            <p className="text-muted-foreground mt-1 text-sm">
              From <bdi className="text-foreground font-medium">{lead.name}</bdi> ·{' '}
              <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
            </p>
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <li className="inline-flex max-w-full items-center gap-1">
                <MailIcon className="text-muted-foreground size-4 shrink-0" aria-hidden />
                <a
                  href={`mailto:${lead.email}`}
                  className="text-primary min-w-0 [overflow-wrap:anywhere] underline underline-offset-4"
                >
                  {lead.email}
                </a>
              </li>
              {lead.phone && (
                <li className="inline-flex items-center gap-1">
                  <PhoneIcon className="text-muted-foreground size-4" aria-hidden />
                  <a
                    href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
                    className="text-primary underline underline-offset-4"
                  >
                    {lead.phone}
                  </a>
                </li>
              )}
            </ul>
            <div className="bg-muted/50 mt-4 rounded-lg border p-4 text-sm leading-relaxed break-words whitespace-pre-wrap">
              {lead.message}
            </div>
          </section>
        </div>
        <aside
          className="flex flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          aria-label="Lead details"
        >
          <section className="bg-card flex flex-col gap-4 rounded-xl border p-5 shadow-sm">
            <StatusSelect
              value={lead.status}
              onChange={(status) =>
                run(
                  () => updateLead(lead._id, { status }),
                  `Lead moved to ${STATUS_LABELS[status]}`,
                  'Failed to change the status',
                )
              }
            />
            <OwnerSelect
              value={lead.assignee?._id ?? ''}
              assignees={assignees}
              onChange={(assigneeId) =>
                run(
                  () => updateLead(lead._id, { assigneeId }),
                  assigneeId ? 'Owner changed' : 'Lead has no owner now',
                  'Failed to change the owner',
                )
              }
            />
            {lead.status === 'spam' && lead.spamReason && (
              <p className="text-sm">
                <span className="font-medium">Why it is under spam: </span>
                {lead.spamReason}
              </p>
            )}
            {lead.status === 'spam' && (
              <Button
                variant="outline"
                onClick={() =>
                  void run(
                    () => updateLead(lead._id, { status: 'new' }),
                    'Lead is back in the lists',
                    'Failed to change the status',
                  )
                }
              >
                Not spam
              </Button>
            )}
            {lead.read && (
              <Button
                variant="outline"
                onClick={() =>
                  void run(
                    () => markMessageUnread(lead._id),
                    'Message marked as unread',
                    'Failed to mark message as unread',
                  )
                }
              >
                Mark as unread
              </Button>
            )}
          </section>
          <section className="bg-card rounded-xl border p-5 shadow-sm">
            <MessageSourceDetails source={lead.source} lang={lead.lang} page={lead.page} />
          </section>
          <section
            className="bg-card flex flex-col gap-2 rounded-xl border p-5 shadow-sm"
            aria-labelledby="lead-privacy-heading"
          >
            <h3 id="lead-privacy-heading" className="text-sm font-semibold">
              This sender&apos;s data
            </h3>
            <Button variant="outline" onClick={() => void downloadMessagesCsv(lead.email)}>
              <DownloadIcon aria-hidden />
              Export this address (CSV)
            </Button>
            {canErase && (
              <EraseAddressButton email={lead.email} onErased={onErased}>
                <Trash2Icon aria-hidden />
                Erase everything about this e-mail address
              </EraseAddressButton>
            )}
          </section>
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
          <Timeline entries={lead.timeline} />
          <NoteForm leadId={lead._id} run={run} />
          <ReplyForm lead={lead} run={run} />
        </div>
      </div>
    </div>
  )
}

function StatusSelect({
  value,
  onChange,
}: {
  value: LeadStatus
  onChange: (status: LeadStatus) => Promise<boolean>
}) {
  const id = useId()
  const [saving, setSaving] = useState(false)
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Status</Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={saving}
        onChange={(event) => {
          setSaving(true)
          void onChange(event.target.value as LeadStatus).finally(() => setSaving(false))
        }}
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

function OwnerSelect({
  value,
  assignees,
  onChange,
}: {
  value: string
  assignees: Assignee[]
  onChange: (assigneeId: string | null) => Promise<boolean>
}) {
  const id = useId()
  const [saving, setSaving] = useState(false)
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Owner</Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={saving}
        onChange={(event) => {
          setSaving(true)
          void onChange(event.target.value || null).finally(() => setSaving(false))
        }}
      >
        <option value="">Nobody</option>
        {assignees.map((a) => (
          <option key={a._id} value={a._id}>
            {a.username}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

const REPLY_STATE: Record<'queued' | 'sent' | 'failed', string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
}

function describe(entry: TimelineEntry): string {
  const who = entry.actor?.username ?? 'System'
  switch (entry.type) {
    case 'status':
      return `${who} moved the lead from ${STATUS_LABELS[entry.from]} to ${STATUS_LABELS[entry.to]}`
    case 'assigned':
      return entry.to
        ? `${who} assigned the lead to ${entry.to.username}`
        : `${who} removed the owner`
    case 'note':
      return `${who} added a note`
    case 'reply':
      return `${who} replied by e-mail`
    case 'inbound':
      return `${entry.from} answered by e-mail`
  }
}

/** What happened to the lead, oldest first (docs/api.md §Leads). */
function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section className="bg-card rounded-xl border p-5 shadow-sm" aria-labelledby="timeline-heading">
      <h3 id="timeline-heading" className="mb-3 font-semibold">
        Timeline
      </h3>
      {entries.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nothing has happened to this lead yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry._id} className="border-l-2 pl-3 text-sm">
              <p>
                <span className="font-medium">{describe(entry)}</span>{' '}
                <time dateTime={entry.at} className="text-muted-foreground">
                  {formatDateTime(entry.at)}
                </time>
              </p>
              {entry.type === 'reply' && (
                <p className="mt-1">
                  <Badge variant={entry.state === 'failed' ? 'destructive' : 'secondary'}>
                    {REPLY_STATE[entry.state]}
                  </Badge>
                  {entry.error && (
                    <span className="text-muted-foreground ml-2">
                      {entry.state === 'failed' ? 'Not sent: ' : 'Retrying after: '}
                      {entry.error}
                    </span>
                  )}
                </p>
              )}
              {'body' in entry && (
                <p className="bg-muted/50 mt-1 rounded-md p-2 break-words whitespace-pre-wrap">
                  {entry.body}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

type Run = (work: () => Promise<unknown>, done: string, failed: string) => Promise<boolean>

function TextForm({
  label,
  hint,
  submit,
  disabled,
  onSubmit,
}: {
  label: string
  hint: string
  submit: string
  disabled?: boolean
  onSubmit: (text: string) => Promise<boolean>
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return
    setBusy(true)
    if (await onSubmit(text)) setText('')
    setBusy(false)
  }
  return (
    <form
      onSubmit={(e) => void send(e)}
      className="bg-card flex flex-col gap-2 rounded-xl border p-5 shadow-sm"
    >
      <Label htmlFor={id}>{label}</Label>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {hint}
      </p>
      <Textarea
        id={id}
        aria-describedby={`${id}-hint`}
        rows={4}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
      />
      <div>
        <Button type="submit" disabled={busy || disabled || !text.trim()}>
          {submit}
        </Button>
      </div>
    </form>
  )
}

function NoteForm({ leadId, run }: { leadId: string; run: Run }) {
  return (
    <TextForm
      label="Internal note"
      hint="Only the team sees notes; they are never sent to the sender."
      submit="Add note"
      onSubmit={(text) => run(() => addNote(leadId, text), 'Note added', 'Failed to add the note')}
    />
  )
}

function ReplyForm({ lead, run }: { lead: LeadView; run: Run }) {
  return (
    <TextForm
      label={`Reply to ${lead.name}`}
      hint={
        lead.canReply
          ? `Sent by e-mail to ${lead.email} as “Re: ${lead.subject}”, with their message quoted below.`
          : 'Replies cannot be sent from the portal: the server has no SMTP_URL. Use the e-mail link above instead.'
      }
      submit="Send reply"
      disabled={!lead.canReply}
      onSubmit={(text) =>
        run(() => sendReply(lead._id, text), 'Reply queued', 'Failed to send the reply')
      }
    />
  )
}
