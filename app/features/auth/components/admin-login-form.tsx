import { zodResolver } from '@hookform/resolvers/zod'
import { EyeIcon, EyeOffIcon, LogInIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { FormField } from '~/components/admin/form-field'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/form-controls'
import { toast } from '~/components/ui/toaster'
import { serverMessageOr, setToken } from '~/lib/api-client'
import type { z } from '~/lib/validation'
import { login } from '../api'
import { loginInput } from '../schemas'
import { AuthCard, AuthSubmit } from './auth-card'

type LoginValues = z.input<typeof loginInput>

/**
 * The sign-in form (docs/product.md §Admin login): email, password with show/hide, theme toggle,
 * a way back to the site.
 */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [showPassword, setShowPassword] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, z.output<typeof loginInput>>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '' },
  })

  const signIn = async (values: z.output<typeof loginInput>) => {
    try {
      const { token } = await login(values)
      setToken(token)
      toast.success('Login successful. Redirecting to dashboard...')
      onSignedIn()
    } catch (error) {
      // The server's message ('Invalid credentials', a lockout), else 'Login failed'
      // (docs/product.md §Toasts and errors).
      toast.error(serverMessageOr(error, 'Login failed'))
    }
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
    </AuthCard>
  )
}
