import { ArrowLeftIcon, KeyRoundIcon, ShieldCheckIcon } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { FormField } from '~/components/admin/form-field'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/form-controls'
import { toast } from '~/components/ui/toaster'
import { ApiError, serverMessageOr } from '~/lib/api-client'
import { loginWithCode, passkeySignInOptions, signInWithPasskey } from '../api'
import { passkeyFailure, answerWithPasskey } from '../passkey-ceremony'
import type { TwoFactorChallenge } from '../schemas'
import { AuthCard, AuthSubmit } from './auth-card'

/** The answer to an expired step: back to the password. */
const STEP_EXPIRED = 'This sign-in step has expired. Please start again.'

/**
 * The second step of signing in (docs/product.md §Admin login): a code from the authenticator
 * app or a recovery code, or the account's passkey. The password is not asked again: the step's
 * challenge stands for it, for five minutes.
 */
export function SecondFactorForm({
  step,
  onSignedIn,
  onBack,
}: {
  step: TwoFactorChallenge
  onSignedIn: (token: string) => void
  onBack: () => void
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  // The step replaces the password form: the keyboard goes straight to the code.
  useEffect(() => input.current?.focus(), [])

  const failed = (caught: unknown, fallback: string) => {
    const message = serverMessageOr(caught, fallback)
    toast.error(message)
    if (caught instanceof ApiError && message === STEP_EXPIRED) onBack()
  }

  const verify = async (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim()) {
      setError('Required')
      input.current?.focus()
      return
    }
    setBusy(true)
    try {
      const { token } = await loginWithCode({ challenge: step.challenge, code })
      onSignedIn(token)
    } catch (caught) {
      failed(caught, 'Login failed')
      setCode('')
      input.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  const withPasskey = async () => {
    setBusy(true)
    try {
      const { challenge, options } = await passkeySignInOptions({ challenge: step.challenge })
      const credential = await answerWithPasskey(options)
      const { token } = await signInWithPasskey({ challenge, credential })
      onSignedIn(token)
    } catch (caught) {
      if (caught instanceof ApiError) failed(caught, 'Passkey sign-in failed')
      else toast.error(passkeyFailure(caught, 'Passkey sign-in failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title="Two-factor sign-in"
      description={
        step.methods.totp
          ? 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.'
          : 'Use your passkey to finish signing in.'
      }
    >
      <div className="flex flex-col gap-4">
        {step.methods.totp && (
          <form onSubmit={(e) => void verify(e)} noValidate className="flex flex-col gap-4">
            <FormField
              id="code"
              label="Code"
              required
              asterisk={false}
              hint="A recovery code works once."
              error={error}
            >
              {(aria) => (
                <Input
                  ref={input}
                  autoComplete="one-time-code"
                  spellCheck={false}
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value)
                    setError(undefined)
                  }}
                  {...aria}
                />
              )}
            </FormField>
            <AuthSubmit
              icon={ShieldCheckIcon}
              label="Verify"
              busyLabel="Verifying..."
              busy={busy}
            />
          </form>
        )}
        {step.methods.passkey && (
          <Button
            type="button"
            variant={step.methods.totp ? 'outline' : 'default'}
            className="w-full"
            disabled={busy}
            onClick={() => void withPasskey()}
          >
            <KeyRoundIcon aria-hidden />
            Use a passkey
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" className="self-center" onClick={onBack}>
          <ArrowLeftIcon aria-hidden />
          Back to sign in
        </Button>
      </div>
    </AuthCard>
  )
}
