import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRoundIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { NewPasswordFields } from '~/components/admin/new-password-fields'
import { toast } from '~/components/ui/toaster'
import { serverMessageOr } from '~/lib/api-client'
import { z } from '~/lib/validation'
import { resetPassword } from '../api'
import { newPassword, withConfirmation } from '~/lib/passwords'
import { INVALID_RESET_LINK } from '../schemas'
import { AuthCard, AuthSubmit } from './auth-card'

const resetForm = withConfirmation(z.object({ password: newPassword }), 'password')
type Values = z.input<typeof resetForm>

/**
 * Chooses a new password with the link from the reset mail (docs/product.md §Password reset).
 * A link that is unknown, used or expired gets the server's message and a way to ask again.
 */
export function AdminResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const [refused, setRefused] = useState<string | null>(token ? null : INVALID_RESET_LINK)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof resetForm>>({
    resolver: zodResolver(resetForm),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const reset = async ({ password }: z.output<typeof resetForm>) => {
    try {
      toast.success((await resetPassword({ token, password })).message)
      onReset()
    } catch (error) {
      const message = serverMessageOr(error, 'Failed to reset password')
      toast.error(message)
      if (message === INVALID_RESET_LINK) setRefused(message)
    }
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="Every session of your account will be signed out."
    >
      {refused ? (
        <div role="alert" className="flex flex-col gap-3 text-sm">
          <p className="text-destructive font-medium">{refused}</p>
          <p>A link works for one hour, once.</p>
          <Link
            to="/admin/forgot-password"
            className="text-primary underline-offset-4 hover:underline"
          >
            Ask for a new link
          </Link>
        </div>
      ) : (
        <form onSubmit={handleSubmit(reset)} noValidate className="flex flex-col gap-4">
          <NewPasswordFields
            password={register('password')}
            confirmation={register('confirmPassword')}
            errors={{
              password: errors.password?.message,
              confirmation: errors.confirmPassword?.message,
            }}
            asterisk={false}
          />
          <AuthSubmit
            icon={KeyRoundIcon}
            label="Set new password"
            busyLabel="Saving..."
            busy={isSubmitting}
          />
        </form>
      )}
    </AuthCard>
  )
}
