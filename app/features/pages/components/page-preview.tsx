import { LoaderCircleIcon, MonitorIcon, RefreshCwIcon, SmartphoneIcon } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { Button } from '~/components/ui/button'
import { ApiError, serverMessageOr } from '~/lib/api-client'
import { cn } from '~/lib/cn'
import { previewPage } from '../api'

/** The widths the preview is drawn at: a laptop's, and a phone's (the portal's own test width). */
const WIDTHS = { desktop: 1280, phone: 390 } as const
type Device = keyof typeof WIDTHS
const HEIGHT = 800
/** How long after the last change the preview is made anew: a pause in typing, not every key. */
const DEBOUNCE_MS = 1200

/**
 * The page as the builder holds it, unsaved changes included, at a desktop's or a phone's width
 * (issue #40): `POST /api/pages/preview` keeps the page behind a link to its path with
 * `?preview=TOKEN`, which the site draws with the draft; the frame loads that link. It is made
 * anew a moment after the changes stop, or at once with "Refresh preview". The desktop page is
 * drawn at its own width and scaled down to fit, so it looks as it will, only smaller.
 *
 * Closed until asked for: each refresh is a request and a page render, and a form that is not
 * being looked at needs neither.
 */
export function PagePreview() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <section
      aria-labelledby={`${panelId}-title`}
      className="flex flex-col gap-3 rounded-xl border p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${panelId}-title`} className="text-base font-semibold">
          Preview
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide preview' : 'Show preview'}
        </Button>
      </div>
      {open && (
        <div id={panelId}>
          <PreviewFrame />
        </div>
      )}
    </section>
  )
}

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; url: string }
  | { kind: 'failed'; message: string }

function PreviewFrame() {
  const { getValues, watch } = useFormContext()
  const [device, setDevice] = useState<Device>('desktop')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [url, setUrl] = useState<string | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const [boxWidth, setBoxWidth] = useState(0)
  // Only the answer to the latest request is shown: an older one may arrive after it.
  const latest = useRef(0)

  const refresh = useCallback(async () => {
    const ticket = ++latest.current
    setState({ kind: 'loading' })
    try {
      const { url: made } = await previewPage(getValues())
      if (ticket !== latest.current) return
      setUrl(made)
      setState({ kind: 'ready', url: made })
    } catch (error) {
      if (ticket !== latest.current) return
      // A field that does not fit yet (a section just added) says which: the frame keeps the
      // last good preview meanwhile.
      const field =
        error instanceof ApiError && error.status === 400
          ? Object.entries(error.errors)[0]
          : undefined
      setState({
        kind: 'failed',
        message: field
          ? `The preview waits for the fields to be filled in: ${field[0]}: ${field[1][0] ?? ''}`
          : serverMessageOr(error, 'Failed to create the preview'),
      })
    }
  }, [getValues])

  // At once on opening, then a moment after the last change: each change restarts the wait.
  useEffect(() => {
    let timer = setTimeout(() => void refresh(), 0)
    const subscription = watch(() => {
      clearTimeout(timer)
      timer = setTimeout(() => void refresh(), DEBOUNCE_MS)
    })
    return () => {
      clearTimeout(timer)
      subscription.unsubscribe()
    }
  }, [watch, refresh])

  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? 0))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const width = WIDTHS[device]
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 1
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Preview width" className="flex gap-1">
          <Button
            type="button"
            size="sm"
            variant={device === 'desktop' ? 'default' : 'outline'}
            aria-pressed={device === 'desktop'}
            onClick={() => setDevice('desktop')}
          >
            <MonitorIcon aria-hidden />
            Desktop
          </Button>
          <Button
            type="button"
            size="sm"
            variant={device === 'phone' ? 'default' : 'outline'}
            aria-pressed={device === 'phone'}
            onClick={() => setDevice('phone')}
          >
            <SmartphoneIcon aria-hidden />
            Phone (390 px)
          </Button>
        </div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void refresh()}
          disabled={state.kind === 'loading'}
        >
          {state.kind === 'loading' ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden />
          ) : (
            <RefreshCwIcon aria-hidden />
          )}
          Refresh preview
        </Button>
        {url && (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="text-primary text-sm underline-offset-4 hover:underline"
          >
            Open in a new tab<span className="sr-only"> (the preview, not published)</span>
          </a>
        )}
      </div>
      <p
        role="status"
        className={cn(
          'text-sm',
          state.kind === 'failed' ? 'text-destructive' : 'text-muted-foreground',
        )}
      >
        {state.kind === 'loading' && 'Updating the preview…'}
        {state.kind === 'ready' && 'The preview shows the unsaved changes; nothing is published.'}
        {state.kind === 'failed' && state.message}
      </p>
      <div ref={box} className="bg-muted/40 w-full overflow-hidden rounded-lg border">
        {url ? (
          <div
            className="mx-auto overflow-hidden"
            style={{ width: width * scale, height: HEIGHT * scale }}
          >
            {/*
              A picture of the page for sighted editors, kept from screen readers and the Tab
              key: inside the portal, the page's own header, main and footer would stand beside
              the portal's as a second set of landmarks. "Open in a new tab" is the same preview
              as a page of its own, for everyone.
            */}
            <iframe
              key={device}
              src={url}
              aria-hidden="true"
              tabIndex={-1}
              title={`Preview of the page at ${device === 'phone' ? 'a phone’s' : 'a desktop’s'} width`}
              className="origin-top-left border-0 bg-white"
              style={{ width, height: HEIGHT, transform: `scale(${scale})` }}
            />
          </div>
        ) : (
          <p className="text-muted-foreground p-4 text-sm">No preview yet.</p>
        )}
      </div>
    </div>
  )
}
