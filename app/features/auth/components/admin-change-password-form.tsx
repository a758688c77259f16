import { FormActions } from '~/components/admin/form-actions'
import { fieldAria, FormField } from '~/components/admin/form-field'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Input } from '~/components/ui/form-controls'
import { z } from '~/lib/validation'
import { changePassword } from '../api'
import { changePasswordInput, MIN_PASSWORD_LENGTH } from '../schemas'

// The API's schema plus a confirmation that only the browser needs: a typo in a new password
// would otherwise lock the user out.
const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })

export function AdminChangePasswordForm() {
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useAdminForm({
    schema: changePasswordForm,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    save: async ({ currentPassword, newPassword }, { reset }) => {
      const { message } = await changePassword({ currentPassword, newPassword })
      reset()
      return message || 'Password changed'
    },
    fields: ['currentPassword', 'newPassword'],
    failed: 'Failed to change password',
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField
        id="currentPassword"
        label="Current password"
        required
        error={errors.currentPassword?.message}
      >
        <Input
          type="password"
          autoComplete="current-password"
          {...register('currentPassword')}
          {...fieldAria('currentPassword', errors.currentPassword?.message, { required: true })}
        />
      </FormField>
      <FormField
        id="newPassword"
        label="New password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        error={errors.newPassword?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          {...register('newPassword')}
          {...fieldAria('newPassword', errors.newPassword?.message, { hint: true, required: true })}
        />
      </FormField>
      <FormField
        id="confirmPassword"
        label="Confirm new password"
        required
        error={errors.confirmPassword?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          {...fieldAria('confirmPassword', errors.confirmPassword?.message, { required: true })}
        />
      </FormField>
      <p className="text-muted-foreground text-sm">
        Changing the password signs you out everywhere else; this browser stays signed in.
      </p>
      <FormActions submitLabel="Change Password" submitting={isSubmitting} />
    </form>
  )
}
