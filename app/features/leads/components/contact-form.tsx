import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useActionData, useFetcher, useLocation } from 'react-router'
import { buttonVariants } from '~/components/ui/button-variants'
import { showToast } from '~/components/ui/lazy-toaster'
import { SiteIcon } from '~/components/ui/site-icon'
import type { ContactFormText } from '../contact-form-text'
import { HONEYPOT_FIELD, STAMP_FIELD } from '../bot-traps'
import type { ContactFormResult } from '../contact-form-result'
import {
  messageFields,
  validateMessage,
  type MessageErrors,
  type MessageField,
  type MessageValues,
} from '../validate-message'

// The look of the design system's Input/Textarea, without pulling tailwind-merge and Radix
// Label into the contact page's JavaScript budget.
const fieldClass =
  'border-input bg-background/80 placeholder:text-muted-foreground focus-visible:ring-ring aria-invalid:border-destructive flex w-full rounded-lg border px-3 py-2 text-base focus-visible:ring-2 focus-visible:outline-none disabled:opacity-50 sm:text-sm'

const empty: MessageValues = { name: '', email: '', phone: '', subject: '', message: '' }

// Labels come in the page's language with the form's other texts (`copy.labels`).
const fieldProps: Record<
  MessageField,
  { type?: string; autoComplete?: string; required: boolean }
> = {
  name: { autoComplete: 'name', required: true },
  email: { type: 'email', autoComplete: 'email', required: true },
  phone: { type: 'tel', autoComplete: 'tel', required: false },
  subject: { required: true },
  message: { required: true },
}

/**
 * The contact form (docs/product.md §Contact form), a plain form posting to the contact page's
 * action, so it works before and without JavaScript: the server's answer comes back as the
 * page, with the messages under the fields and the values kept, or 'Message Sent!'.
 * With JavaScript it is checked before sending and sent in the background: idle → 'Sending...'
 * → cleared and a toast, or the field errors, or an error toast. A field's error clears as the
 * visitor edits it.
 */
export function ContactForm({
  subject = '',
  fallbackEmail,
  copy,
  formStamp,
  anchor,
  search,
}: {
  /** The subject the page's link gave (`?subject=`, already cleaned); the visitor can change it. */
  subject?: string
  fallbackEmail: string | null
  copy: ContactFormText
  /** The signed moment this page was made (the minimum fill time, bot-traps.ts). */
  formStamp: string
  /** The id of the box around the form: a post made without JavaScript comes back there. */
  anchor?: string
  /**
   * The query the post carries instead of the page's: `?index` for a page that is its address's
   * index route (a composed page at one segment, `/spring`, is the home route's), or React
   * Router would give the post to the layout.
   */
  search?: string
}) {
  const location = useLocation()
  // The answer to a post made without JavaScript, rendered by the server.
  const posted = useActionData<ContactFormResult>()
  const fetcher = useFetcher<ContactFormResult>()
  const [values, setValues] = useState<MessageValues>(
    posted && posted.status !== 'sent' && posted.values ? posted.values : { ...empty, subject },
  )
  const [errors, setErrors] = useState<MessageErrors>(
    posted?.status === 'invalid' ? posted.errors : {},
  )
  const submitting = fetcher.state !== 'idle'
  const form = useRef<HTMLFormElement>(null)

  const focusFirstError = (found: MessageErrors) => focusFirstField(form.current, found)

  // The page's first field in error takes focus after a post made before the script ran, too.
  useEffect(() => {
    if (posted?.status === 'invalid') focusFirstField(form.current, posted.errors)
  }, [posted])

  // The background send's answer, taken once each: the form's state follows it as it is
  // rendered (React's pattern for state that follows a changing input) …
  const [answered, setAnswered] = useState<ContactFormResult | undefined>(undefined)
  if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== answered) {
    setAnswered(fetcher.data)
    if (fetcher.data.status === 'sent') setValues(empty)
    if (fetcher.data.status === 'invalid') setErrors(fetcher.data.errors)
  }
  // … and what lies outside React, the toast and the focus, happens after.
  useEffect(() => {
    if (!answered) return
    if (answered.status === 'sent') {
      void showToast({
        kind: 'success',
        title: copy.toasts.successTitle,
        description: copy.toasts.successText,
      })
    } else if (answered.status === 'invalid') {
      focusFirstField(form.current, answered.errors)
    } else {
      void showToast({
        kind: 'error',
        title: copy.toasts.errorTitle,
        description: answered.message ?? copy.toasts.errorText,
      })
    }
  }, [answered, copy])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Checked here first; a valid form goes on to the fetcher, which sends it.
    if (submitting) return event.preventDefault()
    const found = validateMessage(values, copy.validation)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      event.preventDefault()
      focusFirstError(found)
    }
  }

  const field = (name: MessageField) => {
    const { type, autoComplete, required } = fieldProps[name]
    const label = copy.labels[name]
    const error = errors[name]
    const errorId = `${name}-error`
    const common = {
      id: name,
      name,
      value: values[name],
      autoComplete,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      'aria-required': required || undefined,
      onChange: (e: { target: { value: string } }) => {
        const value = e.target.value
        setValues((v) => ({ ...v, [name]: value }))
        if (error) setErrors(({ [name]: _cleared, ...rest }) => rest)
      },
    }
    return (
      <div className="flex flex-col gap-2">
        <label htmlFor={name} className="text-sm font-medium">
          {label}
        </label>
        {name === 'message' ? (
          <textarea rows={6} className={fieldClass + ' min-h-32 resize-y'} {...common} />
        ) : (
          <input type={type ?? 'text'} className={fieldClass + ' h-11'} {...common} />
        )}
        {error && (
          <p id={errorId} className="text-destructive text-sm">
            {error}
          </p>
        )}
      </div>
    )
  }

  return (
    <fetcher.Form
      ref={form}
      method="post"
      // The page itself, its query kept; the fragment only matters to a browser without our
      // script, which opens the answering page there.
      action={anchor ? `${location.pathname}${search ?? location.search}#${anchor}` : undefined}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-busy={submitting}
    >
      <PostedNotice posted={posted} copy={copy} fallbackEmail={fallbackEmail} />
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name')}
        {field('email')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {field('phone')}
        {field('subject')}
      </div>
      {field('message')}
      <input
        type="hidden"
        name={STAMP_FIELD}
        value={(posted?.status !== 'sent' && posted?.formStamp) || formStamp}
      />
      {/* Only a bot fills this in: off-screen, out of the tab order, hidden from screen readers. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>{copy.honeypot}</label>
        <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={submitting}
        className={buttonVariants({ size: 'lg', className: 'self-start' })}
      >
        {submitting ? copy.sending : copy.submit}
        {!submitting && <SiteIcon name="send" />}
      </button>
    </fetcher.Form>
  )
}

function focusFirstField(form: HTMLFormElement | null, errors: MessageErrors) {
  const first = messageFields.find((f) => errors[f])
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
}

/**
 * What a post made without JavaScript came to, above the form: sent, or refused as a whole.
 * (Refused fields show under the fields.) A live region, so it is read out on arrival.
 */
function PostedNotice({
  posted,
  copy,
  fallbackEmail,
}: {
  posted: ContactFormResult | undefined
  copy: ContactFormText
  fallbackEmail: string | null
}) {
  if (posted?.status === 'sent') {
    return (
      <div role="status" className="rounded-lg border border-emerald-500/40 bg-emerald-500/10 p-4">
        <p className="font-semibold">{copy.toasts.successTitle}</p>
        <p className="text-muted-foreground text-sm">{copy.toasts.successText}</p>
      </div>
    )
  }
  if (posted?.status === 'refused') {
    return (
      <div role="alert" className="border-destructive/40 bg-destructive/10 rounded-lg border p-4">
        <p className="font-semibold">{copy.toasts.errorTitle}</p>
        <p className="text-sm">{posted.message ?? copy.toasts.errorText}</p>
        {fallbackEmail && (
          <p className="mt-2 text-sm">
            {copy.emailInstead}{' '}
            <a className="underline" href={`mailto:${fallbackEmail}`}>
              {fallbackEmail}
            </a>
            .
          </p>
        )}
      </div>
    )
  }
  return null
}
