import { useEffect, useState, type FormEvent } from 'react'
import { FormField } from '~/components/admin/form-field'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/form-controls'
import { toast } from '~/components/ui/toaster'
import { ApiError, isUnauthorized, serverMessageOr } from '~/lib/api-client'
import { enableAuthenticator, startAuthenticatorSetup } from '../api'

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * Setting up the authenticator app (docs/product.md §Settings): a QR code drawn by the `qrcode`
 * library (loaded here only) with the secret also as text, then one code from the app and the
 * account's password to confirm (ADR 069: a signed-in browser alone cannot turn it on).
 * Resolves with the recovery codes through `onEnabled`.
 */
export function AuthenticatorSetup({
  onEnabled,
  onCancel,
}: {
  onEnabled: (recoveryCodes: string[]) => void
  onCancel?: () => void
}) {
  const [setup, setSetup] = useState<{ secret: string; qr: string }>()
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const [passwordError, setPasswordError] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let cancelled = false
    void (async () => {
      try {
        const { secret, otpauthUrl } = await startAuthenticatorSetup()
        const { toString } = await import('qrcode')
        const svg = await toString(otpauthUrl, {
          type: 'svg',
          margin: 2,
          errorCorrectionLevel: 'M',
        })
        if (!cancelled) setSetup({ secret, qr: `data:image/svg+xml,${encodeURIComponent(svg)}` })
      } catch (caught) {
        if (!isUnauthorized(caught)) {
          toast.error(serverMessageOr(caught, 'Failed to start setting up the authenticator app'))
        }
        onCancel?.()
      }
    })()
    return () => {
      cancelled = true
    }
    // Started once per mount: a new mount is a new secret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    const missingCode = !code.trim()
    if (missingCode || !password) {
      setError(missingCode ? 'Required' : undefined)
      setPasswordError(password ? undefined : 'Required')
      return
    }
    setBusy(true)
    try {
      const { recoveryCodes } = await enableAuthenticator({ code, password })
      toast.success('Two-factor sign-in is on. Other sessions were signed out.')
      onEnabled(recoveryCodes)
    } catch (caught) {
      if (isUnauthorized(caught)) return
      const fields = caught instanceof ApiError ? caught.errors : {}
      if (fields.password || fields.code) {
        // The server's reasons, each under its field ('Password is incorrect').
        setPasswordError(fields.password?.[0])
        setError(fields.code?.[0])
        if (fields.password) setPassword('')
      } else if (caught instanceof ApiError && caught.status === 429) {
        // Too many wrong passwords: the sign-in lock.
        setPasswordError(serverMessageOr(caught, 'Failed to turn on'))
      } else setError(serverMessageOr(caught, 'Failed to turn on'))
    } finally {
      setBusy(false)
    }
  }

  if (!setup) return <p className="text-muted-foreground text-sm">Preparing…</p>
  return (
    <form onSubmit={(e) => void confirm(e)} noValidate className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm">
        <li>
          Scan this QR code with your authenticator app (Google Authenticator, 1Password, Microsoft
          Authenticator, …).
          <img
            src={setup.qr}
            alt="QR code for your authenticator app"
            width={176}
            height={176}
            className="mt-3 rounded-lg bg-white"
          />
        </li>
        <li>
          Or type this key into the app:{' '}
          <code className="bg-muted rounded px-2 py-1 font-mono break-all" aria-label="Setup key">
            {grouped(setup.secret)}
          </code>
        </li>
        <li>Enter the 6-digit code the app shows, and your password.</li>
      </ol>
      <FormField id="totp-code" label="Code from the app" required error={error}>
        {(aria) => (
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            className="max-w-40"
            value={code}
            onChange={(e) => {
              setCode(e.target.value)
              setError(undefined)
            }}
            {...aria}
          />
        )}
      </FormField>
      <FormField
        id="totp-password"
        label="Password"
        hint="Your account's password, to confirm it is you"
        required
        error={passwordError}
      >
        {(aria) => (
          <Input
            type="password"
            autoComplete="current-password"
            className="max-w-80"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value)
              setPasswordError(undefined)
            }}
            {...aria}
          />
        )}
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          Turn on
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}
