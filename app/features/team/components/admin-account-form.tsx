import { useNavigate } from 'react-router'
import { FormActions } from '~/components/admin/form-actions'
import { FormCard } from '~/components/admin/form-card'
import { FormField } from '~/components/admin/form-field'
import { NewPasswordFields } from '~/components/admin/new-password-fields'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Input } from '~/components/ui/form-controls'
import { NativeSelect } from '~/components/ui/native-select'
import { ROLE_LABELS, ROLES } from '~/core/rights'
import { createAccount } from '../api'
import { MIN_PASSWORD_LENGTH } from '~/lib/passwords'
import { newAccountInput } from '../schemas'

const LIST = '/admin/team'

/** Adds a colleague (docs/product.md §Team): e-mail, username and an initial password. */
export function AdminAccountForm() {
  const navigate = useNavigate()
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useAdminForm({
    schema: newAccountInput,
    defaultValues: { email: '', username: '', password: '', role: 'editor' },
    save: async (data) => {
      await createAccount(data)
      return 'User added successfully'
    },
    onSaved: () => navigate(LIST),
    fields: ['email', 'username', 'password', 'role'],
    failed: 'Failed to add user',
  })

  return (
    <FormCard
      title="Add colleague"
      description="They sign in with this e-mail and password, and can change the password in Settings."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <FormField id="email" label="Email" required error={errors.email?.message}>
          {(aria) => <Input type="email" autoComplete="off" {...register('email')} {...aria} />}
        </FormField>
        <FormField id="username" label="Username" required error={errors.username?.message}>
          {(aria) => <Input autoComplete="off" {...register('username')} {...aria} />}
        </FormField>
        <FormField
          id="role"
          label="Role"
          required
          hint="Admins manage everything and the team; editors the site's content; sales the messages and leads."
          error={errors.role?.message}
        >
          {(aria) => (
            <NativeSelect {...register('role')} {...aria}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <NewPasswordFields
          password={register('password')}
          errors={{ password: errors.password?.message }}
          label="Initial password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters; share it with them privately`}
        />
        <FormActions cancelTo={LIST} submitLabel="Add colleague" submitting={isSubmitting} />
      </form>
    </FormCard>
  )
}
