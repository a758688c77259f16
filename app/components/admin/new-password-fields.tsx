import type { UseFormRegisterReturn } from 'react-hook-form'
import { Input } from '~/components/ui/form-controls'
import { MIN_PASSWORD_LENGTH } from '~/lib/passwords'
import { FormField } from './form-field'

/**
 * A new password and, unless `confirm` is false, its confirmation (`withConfirmation` in
 * ~/lib/passwords checks they match): the pair every form that sets a password shows alike.
 */
export function NewPasswordFields({
  password,
  confirmation,
  errors,
  label = 'New password',
  hint = `At least ${MIN_PASSWORD_LENGTH} characters`,
  asterisk = true,
}: {
  /** The password field, as `register(name)` gives it; its name is the field's id. */
  password: UseFormRegisterReturn
  /** The confirmation field (`register('confirmPassword')`), or none. */
  confirmation?: UseFormRegisterReturn
  errors: { password?: string; confirmation?: string }
  label?: string
  hint?: string
  asterisk?: boolean
}) {
  return (
    <>
      <FormField
        id={password.name}
        label={label}
        required
        asterisk={asterisk}
        hint={hint}
        error={errors.password}
      >
        {(aria) => <Input type="password" autoComplete="new-password" {...password} {...aria} />}
      </FormField>
      {confirmation && (
        <FormField
          id={confirmation.name}
          label={`Confirm ${label.toLowerCase()}`}
          required
          asterisk={asterisk}
          error={errors.confirmation}
        >
          {(aria) => (
            <Input type="password" autoComplete="new-password" {...confirmation} {...aria} />
          )}
        </FormField>
      )}
    </>
  )
}
