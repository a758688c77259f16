import { FormActions } from '~/components/admin/form-actions'
import { FormCard } from '~/components/admin/form-card'
import { HistoryLink } from '~/components/admin/history-link'
import { FormField } from '~/components/admin/form-field'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Input, Textarea } from '~/components/ui/form-controls'
import { DraftControls, useDraftState } from '~/components/admin/draft-controls'
import { publishThroughDraft, putRecord, type EditorialState } from '~/components/admin/drafts-api'
import { resourceIn, useEditorTranslation } from '~/components/admin/editor-language'
import { saveContactDetails } from '../api'
import { contactDetailsInput, type ContactDetails, type ContactDetailsInput } from '../schemas'

const socialNetworks = [
  { key: 'facebook', label: 'Facebook', example: 'https://facebook.com/youragency' },
  { key: 'twitter', label: 'Twitter / X', example: 'https://x.com/youragency' },
  { key: 'instagram', label: 'Instagram', example: 'https://instagram.com/youragency' },
  { key: 'linkedin', label: 'LinkedIn', example: 'https://linkedin.com/company/youragency' },
] as const

const RESOURCE = 'contact'

function defaults(details: ContactDetails | null): ContactDetailsInput {
  return {
    address: details?.address ?? '',
    phone: details?.phone ?? '',
    email: details?.email ?? '',
    businessHours: details?.businessHours ?? '',
    socialMedia: {
      facebook: details?.socialMedia.facebook ?? '',
      twitter: details?.socialMedia.twitter ?? '',
      instagram: details?.socialMedia.instagram ?? '',
      linkedin: details?.socialMedia.linkedin ?? '',
    },
  }
}

/**
 * The single contact record (docs/product.md §Admin forms); empty fields while none has been saved
 * yet.
 */
export function AdminContactForm({
  details,
  editorial,
}: {
  details: ContactDetails | null
  /** The saved details' draft and schedule (none saved yet: nothing published to draft over). */
  editorial?: EditorialState
}) {
  // In another language, the details' translation: its own drafts and history (ADR 080).
  const translation = useEditorTranslation()
  const resource = resourceIn(RESOURCE, translation)
  const drafts = useDraftState(editorial)
  const form = useAdminForm({
    schema: contactDetailsInput,
    // An open draft is what the editor goes on with.
    defaultValues: defaults((editorial?.draft?.document as ContactDetails | undefined) ?? details),
    save: async (data, { reset }) => {
      // A colleague's draft saved meanwhile asks first (ADR 071); kept theirs, nothing is saved.
      const saved = await drafts.resolving('publish', (draft) =>
        publishThroughDraft(resource, draft, data, () =>
          translation ? putRecord<ContactDetails>(resource, data) : saveContactDetails(data),
        ),
      )
      if (!saved) return null
      reset(defaults(saved))
      drafts.clear()
      return 'Contact details saved successfully'
    },
    fields: [
      'address',
      'phone',
      'email',
      'businessHours',
      'socialMedia.facebook',
      'socialMedia.twitter',
      'socialMedia.instagram',
      'socialMedia.linkedin',
    ],
    failed: 'Failed to save contact details',
  })
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = form
  const live = (document: unknown) => {
    form.reset(defaults(document as ContactDetails))
    drafts.clear()
  }

  return (
    <FormCard
      title="Contact Details"
      description="How clients reach the agency: shown on the public site."
      actions={<HistoryLink resource={resource} />}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <FormField id="address" label="Address" required error={errors.address?.message}>
          {(aria) => <Textarea rows={3} {...register('address')} {...aria} />}
        </FormField>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id="phone" label="Phone" required error={errors.phone?.message}>
            {(aria) => <Input type="tel" autoComplete="off" {...register('phone')} {...aria} />}
          </FormField>
          <FormField id="email" label="Email" required error={errors.email?.message}>
            {(aria) => <Input type="email" autoComplete="off" {...register('email')} {...aria} />}
          </FormField>
        </div>
        <FormField
          id="businessHours"
          label="Business hours"
          hint="For example: Monday–Friday, 9:00–18:00"
          error={errors.businessHours?.message}
        >
          {(aria) => <Input {...register('businessHours')} {...aria} />}
        </FormField>
        <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">Social media (optional)</legend>
          <div className="grid gap-5 md:grid-cols-2">
            {socialNetworks.map(({ key, label, example }) => {
              const id = `social-${key}`
              const error = errors.socialMedia?.[key]?.message
              return (
                <FormField key={key} id={id} label={label} error={error}>
                  {(aria) => (
                    <Input
                      type="url"
                      inputMode="url"
                      placeholder={example}
                      {...register(`socialMedia.${key}`)}
                      {...aria}
                    />
                  )}
                </FormField>
              )
            })}
          </div>
        </fieldset>
        {details && editorial && (
          <DraftControls
            {...drafts}
            resource={resource}
            form={form}
            disabled={isSubmitting}
            onDiscarded={live}
            onPublished={live}
          />
        )}
        <FormActions submitLabel="Save Contact Details" submitting={isSubmitting} />
      </form>
    </FormCard>
  )
}
