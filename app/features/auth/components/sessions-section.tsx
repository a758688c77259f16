import { LogOutIcon, MonitorSmartphoneIcon } from 'lucide-react'
import { useState } from 'react'
import { formatDateTime } from '~/components/admin/format'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toaster'
import { isUnauthorized, serverMessageOr } from '~/lib/api-client'
import { endOtherSessions, endSession } from '../api'
import type { SessionInfo } from '../schemas'

/** 'Chrome 131 on macOS 10.15', or what is known of it. */
export function deviceName(session: SessionInfo): string {
  if (session.browser && session.os) return `${session.browser} on ${session.os}`
  return session.browser ?? session.os ?? 'Unknown device'
}

/**
 * "Where you're signed in" (docs/product.md §Settings): every session of the account, with
 * its device, when it started and when it was last used, this one marked. Ending one signs
 * that device out at once.
 */
export function SessionsSection({
  sessions,
  onChanged,
}: {
  sessions: SessionInfo[]
  onChanged: () => void
}) {
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true)
    try {
      await work()
      toast.success(done)
      onChanged()
    } catch (caught) {
      if (!isUnauthorized(caught)) toast.error(serverMessageOr(caught, failed))
    } finally {
      setBusy(false)
    }
  }
  const others = sessions.filter((s) => !s.current)
  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y rounded-lg border" aria-label="Sessions">
        {sessions.map((session) => (
          <li key={session._id} className="flex flex-wrap items-center gap-3 p-3">
            <MonitorSmartphoneIcon className="text-muted-foreground size-5" aria-hidden />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {deviceName(session)}
                {session.current && <Badge>This browser</Badge>}
              </span>
              <span className="text-muted-foreground text-xs">
                Signed in {formatDateTime(session.createdAt)} · Last used{' '}
                {session.current ? 'now' : formatDateTime(session.lastUsedAt)}
              </span>
            </div>
            {!session.current && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={`Sign out: ${deviceName(session)}, signed in ${formatDateTime(session.createdAt)}`}
                onClick={() =>
                  void run(
                    () => endSession(session._id),
                    'Session ended',
                    'Failed to end the session',
                  )
                }
              >
                <LogOutIcon aria-hidden />
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={busy}
          onClick={() =>
            void run(
              endOtherSessions,
              'Signed out everywhere else',
              'Failed to end the other sessions',
            )
          }
        >
          Sign out everywhere else
        </Button>
      )}
    </div>
  )
}
