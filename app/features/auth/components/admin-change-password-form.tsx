import { FormActions } from '~/components/admin/form-actions'
import { FormField } from '~/components/admin/form-field'
import { NewPasswordFields } from '~/components/admin/new-password-fields'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Input } from '~/components/ui/form-controls'
import { changePassword } from '../api'
import { withConfirmation } from '~/lib/passwords'
import { changePasswordInput } from '../schemas'

// The API's schema plus the confirmation only the browser needs.
const changePasswordForm = withConfirmation(changePasswordInput, 'newPassword')

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
        {(aria) => (
          <Input
            type="password"
            autoComplete="current-password"
            {...register('currentPassword')}
            {...aria}
          />
        )}
      </FormField>
      <NewPasswordFields
        password={register('newPassword')}
        confirmation={register('confirmPassword')}
        errors={{
          password: errors.newPassword?.message,
          confirmation: errors.confirmPassword?.message,
        }}
      />
      <p className="text-muted-foreground text-sm">
        Changing the password signs you out everywhere else; this browser stays signed in.
      </p>
      <FormActions submitLabel="Change Password" submitting={isSubmitting} />
    </form>
  )
}
