import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { buttonVariants } from '~/components/ui/button-variants'
import { showToast } from '~/components/ui/lazy-toaster'
import type { contactPage } from '~/content/contact'
import { SiteIcon } from '~/components/ui/site-icon'
import { submitMessage } from '../submit-message'
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

const noSubscription = () => () => {}
const hydrated = () => true
const notHydrated = () => false

const empty: MessageValues = { name: '', email: '', phone: '', subject: '', message: '' }

const fieldProps: Record<
  MessageField,
  { label: string; type?: string; autoComplete?: string; required: boolean }
> = {
  name: { label: 'Name', autoComplete: 'name', required: true },
  email: { label: 'Email', type: 'email', autoComplete: 'email', required: true },
  phone: { label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', required: false },
  subject: { label: 'Subject', required: true },
  message: { label: 'Message', required: true },
}

/**
 * The contact form (docs/product.md §Contact form): checked before sending, then idle → submitting
 * ('Sending...') → success (cleared, toast) or failure (field errors or an error toast).
 * A field's error clears as the visitor edits it.
 */
export function ContactForm({
  fallbackEmail,
  copy,
}: {
  fallbackEmail: string | null
  copy: typeof contactPage
}) {
  const [values, setValues] = useState<MessageValues>(empty)
  const [errors, setErrors] = useState<MessageErrors>({})
  const [submitting, setSubmitting] = useState(false)
  // Until hydration a submit would reach the server as a plain form post, which it does not take.
  const ready = useSyncExternalStore(noSubscription, hydrated, notHydrated)
  const form = useRef<HTMLFormElement>(null)

  const focusFirstError = (found: MessageErrors) => {
    const first = messageFields.find((f) => found[f])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const found = validateMessage(values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstError(found)
      return
    }
    setSubmitting(true)
    const result = await submitMessage(values)
    setSubmitting(false)
    if (result.ok) {
      setValues(empty)
      void showToast({
        kind: 'success',
        title: copy.toasts.successTitle,
        description: copy.toasts.successText,
      })
    } else if ('fieldErrors' in result) {
      setErrors(result.fieldErrors)
      focusFirstError(result.fieldErrors)
    } else {
      void showToast({
        kind: 'error',
        title: copy.toasts.errorTitle,
        description: result.message ?? copy.toasts.errorText,
      })
    }
  }

  const field = (name: MessageField) => {
    const { label, type, autoComplete, required } = fieldProps[name]
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
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-busy={submitting}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name')}
        {field('email')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {field('phone')}
        {field('subject')}
      </div>
      {field('message')}
      <button
        type="submit"
        disabled={submitting || !ready}
        className={buttonVariants({ size: 'lg', className: 'self-start' })}
      >
        {submitting ? copy.form.sending : copy.form.submit}
        {!submitting && <SiteIcon name="send" />}
      </button>
      {fallbackEmail && (
        <noscript>
          <p className="text-muted-foreground text-sm">
            {copy.form.noScript}{' '}
            <a className="text-primary underline" href={`mailto:${fallbackEmail}`}>
              {fallbackEmail}
            </a>
            .
          </p>
        </noscript>
      )}
    </form>
  )
}
