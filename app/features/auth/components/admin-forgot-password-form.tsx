import { zodResolver } from '@hookform/resolvers/zod'
import { MailIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { FormField } from '~/components/admin/form-field'
import { Input } from '~/components/ui/form-controls'
import { toast } from '~/components/ui/toaster'
import { serverMessageOr } from '~/lib/api-client'
import type { z } from '~/lib/validation'
import { requestPasswordReset } from '../api'
import { forgotPasswordInput } from '../schemas'
import { AuthCard, AuthSubmit } from './auth-card'

type Values = z.input<typeof forgotPasswordInput>

const backToSignIn = (
  <Link
    to="/admin/login"
    className="text-primary mt-6 block text-center text-sm underline-offset-4 hover:underline"
  >
    Back to sign in
  </Link>
)

/**
 * Asks for a reset link (docs/product.md §Password reset). The answer is the same whether an
 * account uses the address or not. Where the site cannot send mail, it says how else to get in.
 */
export function AdminForgotPasswordForm({ available }: { available: boolean }) {
  const [sent, setSent] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof forgotPasswordInput>>({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: '' },
  })

  if (!available) {
    return (
      <AuthCard title="Forgot password?" description="This site cannot send reset links by e-mail.">
        <div className="flex flex-col gap-3 text-sm">
          <p>
            Ask another admin to remove your account in <strong>Team</strong> and add it again with
            a new password.
          </p>
          <p>Or, on the server, set a new password from the command line:</p>
          <pre className="bg-muted rounded-md p-3 text-xs break-all whitespace-pre-wrap">
            npm run admin -- create --email you@example.com --password &apos;a new passphrase&apos;
          </pre>
        </div>
        {backToSignIn}
      </AuthCard>
    )
  }

  const ask = async (values: z.output<typeof forgotPasswordInput>) => {
    try {
      setSent((await requestPasswordReset(values)).message)
    } catch (error) {
      toast.error(serverMessageOr(error, 'Failed to send reset link'))
    }
  }

  return (
    <AuthCard
      title="Forgot password?"
      description="Enter your account's e-mail and we will send you a link to choose a new password."
    >
      <div role="status">{sent && <p className="bg-muted rounded-md p-3 text-sm">{sent}</p>}</div>
      {!sent && (
        <form onSubmit={handleSubmit(ask)} noValidate className="flex flex-col gap-4">
          <FormField
            id="email"
            label="Email"
            required
            asterisk={false}
            error={errors.email?.message}
          >
            {(aria) => (
              <Input type="email" autoComplete="username" {...register('email')} {...aria} />
            )}
          </FormField>
          <AuthSubmit
            icon={MailIcon}
            label="Send reset link"
            busyLabel="Sending..."
            busy={isSubmitting}
          />
        </form>
      )}
      {backToSignIn}
    </AuthCard>
  )
}
