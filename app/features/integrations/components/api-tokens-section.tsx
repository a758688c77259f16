import { KeyRoundIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { formatDateTime } from '~/components/admin/format'
import { FormField } from '~/components/admin/form-field'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Button } from '~/components/ui/button'
import { FieldError, Input } from '~/components/ui/form-controls'
import { NativeSelect } from '~/components/ui/native-select'
import { toast } from '~/components/ui/toaster'
import { can, type Right, type Role } from '~/core/rights'
import { isUnauthorized, serverMessageOr } from '~/lib/api-client'
import { z } from '~/lib/validation'
import { createApiToken, revokeApiToken } from '../api'
import {
  apiTokenInput,
  EXPIRY_CHOICES,
  RIGHT_LABELS,
  RIGHT_NAMES,
  type ApiTokenInfo,
} from '../schemas'
import { ConfirmDialog } from '~/components/admin/confirm-dialog'
import { ShownOnce } from './shown-once'

/** The form as the browser holds it: the lifetime is the select's text ('' for never). */
const tokenForm = apiTokenInput.omit({ expiresInDays: true }).extend({ expires: z.string() })
type TokenForm = z.input<typeof tokenForm>
const blank: TokenForm = { name: '', rights: [], expires: '90' }

/**
 * API tokens (docs/product.md §Integrations): a form to make one (its rights are the
 * signed-in admin's own), the token shown once with a copy button, and the list with when each
 * was last used and a revoke that asks first.
 */
export function ApiTokensSection({
  tokens,
  role,
  onChanged,
}: {
  tokens: ApiTokenInfo[]
  role: Role | undefined
  onChanged: () => void
}) {
  const [made, setMade] = useState<{ name: string; token: string } | null>(null)
  const [revoking, setRevoking] = useState<ApiTokenInfo | null>(null)
  const offered = RIGHT_NAMES.filter((right) => can(role, right))
  const {
    register,
    reset,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useAdminForm({
    schema: tokenForm,
    defaultValues: blank,
    save: async ({ name, rights, expires }) => {
      const created = await createApiToken({
        name,
        rights: rights as Right[],
        expiresInDays: expires ? Number(expires) : null,
      })
      reset(blank)
      setMade({ name, token: created.token })
      onChanged()
      return `API token "${name}" created`
    },
    fields: ['name', 'rights'],
    failed: 'Failed to create the API token',
  })

  const revoke = async (token: ApiTokenInfo) => {
    try {
      await revokeApiToken(token._id)
      toast.success(`API token "${token.name}" revoked`)
      onChanged()
    } catch (error) {
      if (!isUnauthorized(error)) toast.error(serverMessageOr(error, 'Failed to revoke the token'))
    }
  }

  return (
    <div className="flex flex-col gap-6">
      {made ? (
        <ShownOnce
          title={`Copy the token "${made.name}" now`}
          label="API token"
          value={made.token}
          note="It is shown only now: the site keeps a fingerprint of it, not the token. Send it as Authorization: Bearer TOKEN."
          onDone={() => setMade(null)}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <div className="grid gap-5 md:grid-cols-[1fr_12rem]">
            <FormField
              id="token-name"
              label="Name"
              required
              hint="What uses it: 'Sales spreadsheet'"
              error={errors.name?.message}
            >
              {(aria) => <Input autoComplete="off" {...register('name')} {...aria} />}
            </FormField>
            <FormField id="token-expires" label="Expires">
              {(aria) => (
                <NativeSelect {...register('expires')} {...aria}>
                  {EXPIRY_CHOICES.map((choice) => (
                    <option key={choice.label} value={choice.days ?? ''}>
                      {choice.days ? `In ${choice.label}` : choice.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.rights ? 'token-rights-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium">
              Rights <span className="text-muted-foreground font-normal">(at most your own)</span>
            </legend>
            {offered.map((right) => (
              <label key={right} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={right}
                  className="accent-primary size-4"
                  {...register('rights')}
                />
                {RIGHT_LABELS[right]}
              </label>
            ))}
            <FieldError id="token-rights-error" message={errors.rights?.message} />
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting}>
              <KeyRoundIcon aria-hidden />
              Create Token
            </Button>
          </div>
        </form>
      )}
      {tokens.length === 0 ? (
        <p className="text-muted-foreground text-sm">No API tokens yet.</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="API tokens">
          {tokens.map((token) => (
            <li key={token._id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-medium break-words">{token.name}</span>
                <span className="text-muted-foreground text-xs">
                  {token.rights.join(', ')} · Created {formatDateTime(token.createdAt)}
                  {token.createdBy ? ` by ${token.createdBy}` : ''} · Last used{' '}
                  {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'never'} ·{' '}
                  {token.expiresAt ? `Expires ${formatDateTime(token.expiresAt)}` : 'Never expires'}
                </span>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Revoke the token ${token.name}`}
                onClick={() => setRevoking(token)}
              >
                <Trash2Icon aria-hidden />
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke the token "${revoking?.name ?? ''}"?`}
        description="Whatever uses it is refused from its next call on. This cannot be undone."
        action="Revoke"
        onConfirm={() => {
          if (revoking) void revoke(revoking)
          setRevoking(null)
        }}
      />
    </div>
  )
}
