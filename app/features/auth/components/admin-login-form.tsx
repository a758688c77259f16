import { zodResolver } from '@hookform/resolvers/zod'
import { EyeIcon, EyeOffIcon, KeyRoundIcon, LogInIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { FormField } from '~/components/admin/form-field'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/form-controls'
import { toast } from '~/components/ui/toaster'
import { ApiError, serverMessageOr, setToken } from '~/lib/api-client'
import type { z } from '~/lib/validation'
import { login, passkeySignInOptions, signInWithPasskey } from '../api'
import { passkeyFailure, answerWithPasskey } from '../passkey-ceremony'
import { loginInput, type TwoFactorChallenge } from '../schemas'
import { AuthCard, AuthSubmit } from './auth-card'
import { SecondFactorForm } from './second-factor-form'

/** The password step's 401 when the account has a second factor. */
const secondFactorDue = (error: unknown): TwoFactorChallenge | undefined => {
  const body = error instanceof ApiError && error.status === 401 ? error.body : undefined
  return body && typeof body === 'object' && 'twoFactor' in body
    ? (body as TwoFactorChallenge)
    : undefined
}

type LoginValues = z.input<typeof loginInput>

/**
 * The sign-in form (docs/product.md §Admin login): email, password with show/hide, theme toggle,
 * a way back to the site; a passkey instead of both; and, for an account with a second factor,
 * the step that asks for it.
 */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [showPassword, setShowPassword] = useState(false)
  const [secondStep, setSecondStep] = useState<TwoFactorChallenge>()
  const [passkeyBusy, setPasskeyBusy] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, z.output<typeof loginInput>>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '' },
  })

  const finish = (token: string) => {
    setToken(token)
    toast.success('Login successful. Redirecting to dashboard...')
    onSignedIn()
  }

  const signIn = async (values: z.output<typeof loginInput>) => {
    try {
      finish((await login(values)).token)
    } catch (error) {
      const step = secondFactorDue(error)
      if (step) return setSecondStep(step)
      // The server's message ('Invalid credentials', a lockout), else 'Login failed'
      // (docs/product.md §Toasts and errors).
      toast.error(serverMessageOr(error, 'Login failed'))
    }
  }

  // A passkey alone: it holds both factors (the device, and the PIN or fingerprint that
  // unlocks it).
  const signInWithAPasskey = async () => {
    setPasskeyBusy(true)
    try {
      const { challenge, options } = await passkeySignInOptions({})
      const credential = await answerWithPasskey(options)
      finish((await signInWithPasskey({ challenge, credential })).token)
    } catch (error) {
      toast.error(
        error instanceof ApiError
          ? serverMessageOr(error, 'Passkey sign-in failed')
          : passkeyFailure(error, 'Passkey sign-in failed'),
      )
    } finally {
      setPasskeyBusy(false)
    }
  }

  if (secondStep) {
    return (
      <SecondFactorForm
        step={secondStep}
        onSignedIn={finish}
        onBack={() => setSecondStep(undefined)}
      />
    )
  }

  return (
    <AuthCard title="Admin Login" description="Sign in to manage the website and read messages.">
      <form onSubmit={handleSubmit(signIn)} noValidate className="flex flex-col gap-4">
        <FormField id="email" label="Email" required asterisk={false} error={errors.email?.message}>
          {(aria) => (
            <Input type="email" autoComplete="username" {...register('email')} {...aria} />
          )}
        </FormField>
        <FormField
          id="password"
          label="Password"
          required
          asterisk={false}
          error={errors.password?.message}
        >
          {(aria) => (
            <div className="relative">
              <Input
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                className="pr-11"
                {...register('password')}
                {...aria}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="absolute top-0 right-0 size-10"
                onClick={() => setShowPassword((v) => !v)}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
              >
                {showPassword ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
              </Button>
            </div>
          )}
        </FormField>
        <Link
          to="/admin/forgot-password"
          className="text-primary -mt-2 self-end text-sm underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
        <AuthSubmit
          icon={LogInIcon}
          label="Sign In"
          busyLabel="Signing in..."
          busy={isSubmitting}
        />
      </form>
      <div className="mt-4 flex flex-col gap-4">
        <p className="text-muted-foreground flex items-center gap-3 text-xs uppercase before:h-px before:flex-1 before:bg-current/30 after:h-px after:flex-1 after:bg-current/30">
          or
        </p>
        <Button
          type="button"
          variant="outline"
          className="w-full"
          disabled={passkeyBusy || isSubmitting}
          onClick={() => void signInWithAPasskey()}
        >
          <KeyRoundIcon aria-hidden />
          Continue with a passkey
        </Button>
      </div>
    </AuthCard>
  )
}
