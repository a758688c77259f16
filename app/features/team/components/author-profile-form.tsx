import { useState } from 'react'
import { FormActions } from '~/components/admin/form-actions'
import { FormField } from '~/components/admin/form-field'
import type { ImageUploader } from '~/components/admin/image-upload'
import { ImageField } from '~/components/admin/image-field'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Input, Textarea } from '~/components/ui/form-controls'
import { saveAuthorProfile } from '../api'
import { authorProfileInput, type AuthorProfile, type AuthorProfileInput } from '../schemas'

const defaults = (profile: AuthorProfile): AuthorProfileInput => ({
  publicName: profile.publicName ?? '',
  jobTitle: profile.jobTitle ?? '',
  photoUrl: profile.photoUrl ?? '',
  bio: profile.bio ?? '',
})

/**
 * The card under each post one signs (issue #39): the name readers see, a job title, a photo
 * from the media library and a few words. Saved, the posts' pages show it at once.
 */
export function AuthorProfileForm({
  profile,
  uploader,
}: {
  profile: AuthorProfile
  uploader: ImageUploader
}) {
  const [uploading, setUploading] = useState(false)
  const form = useAdminForm({
    schema: authorProfileInput,
    defaultValues: defaults(profile),
    save: async (data) => {
      form.reset(defaults(await saveAuthorProfile(data)))
      return 'Author card saved'
    },
    fields: ['publicName', 'jobTitle', 'photoUrl', 'bio'],
    failed: 'Failed to save the author card',
  })
  const {
    register,
    control,
    onSubmit,
    formState: { errors, isSubmitting },
  } = form
  return (
    <form
      onSubmit={(event) => (uploading ? event.preventDefault() : onSubmit(event))}
      noValidate
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <FormField
          id="publicName"
          label="Public name"
          hint="Leave empty to use your username."
          error={errors.publicName?.message}
        >
          {(aria) => <Input autoComplete="name" {...register('publicName')} {...aria} />}
        </FormField>
        <FormField id="jobTitle" label="Job title" error={errors.jobTitle?.message}>
          {(aria) => (
            <Input autoComplete="organization-title" {...register('jobTitle')} {...aria} />
          )}
        </FormField>
      </div>
      <ImageField
        control={control}
        name="photoUrl"
        id="photoUrl"
        label="Photo"
        uploader={uploader}
        onBusyChange={setUploading}
        optional
      />
      <FormField
        id="bio"
        label="Short bio"
        hint="A sentence or two, shown under your posts."
        error={errors.bio?.message}
      >
        {(aria) => <Textarea rows={3} {...register('bio')} {...aria} />}
      </FormField>
      <FormActions
        submitLabel="Save author card"
        submitting={isSubmitting}
        waitingFor={uploading ? 'Saving waits for the image to finish uploading.' : undefined}
      />
    </form>
  )
}
