import { resourceIn, useEditorTranslation } from '~/components/admin/editor-language'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { FormActions } from '~/components/admin/form-actions'
import { FormCard } from '~/components/admin/form-card'
import { HistoryLink } from '~/components/admin/history-link'
import { FormField } from '~/components/admin/form-field'
import { PageSharingFields } from '~/components/admin/page-sharing-fields'
import { ImageFields } from '~/components/admin/image-fields'
import type { ImageUploader } from '~/components/admin/image-upload'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Input, Textarea } from '~/components/ui/form-controls'
import { NativeSelect } from '~/components/ui/native-select'
import { DraftControls, useDraftState } from '~/components/admin/draft-controls'
import { publishThroughDraft, putRecord, type EditorialState } from '~/components/admin/drafts-api'
import { createPortfolioItem } from '../api'
import { portfolioCategories } from '~/copy/portfolio'
import { portfolioInput, type PortfolioInput, type PortfolioItem } from '../schemas'

const LIST = '/admin/portfolio'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

function defaults(item?: PortfolioItem): PortfolioInput {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    imageUrl: item?.imageUrl ?? '',
    imageAlt: item?.imageAlt ?? '',
    projectUrl: item?.projectUrl ?? '',
    category: item?.category ?? 'web',
    technologies: item?.technologies.join(', ') ?? '',
    client: item?.client ?? '',
    date: item?.date.slice(0, 10) ?? localToday(),
    slug: item?.slug ?? '',
    seoTitle: item?.seoTitle ?? '',
    seoDescription: item?.seoDescription ?? '',
    shareImageUrl: item?.shareImageUrl ?? '',
  }
}

/** Today where the editor is (a Melbourne morning is still yesterday in UTC). */
function localToday(): string {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

interface AdminPortfolioFormProps {
  /** The record being edited; absent when creating. */
  item?: PortfolioItem
  uploader: ImageUploader
  /** An existing item's draft and schedule (a new one has nothing published to draft over). */
  editorial?: EditorialState
}

export function AdminPortfolioForm({ item, uploader, editorial }: AdminPortfolioFormProps) {
  const navigate = useNavigate()
  const [uploading, setUploading] = useState(false)
  // In another language, the record's translation: its own drafts and history (ADR 080).
  const translation = useEditorTranslation()
  const resource = item && resourceIn(`portfolio/${item._id}`, translation)
  const drafts = useDraftState(editorial)
  const form = useAdminForm({
    schema: portfolioInput,
    // An open draft is what the editor goes on with.
    defaultValues: defaults((editorial?.draft?.document as PortfolioItem | undefined) ?? item),
    save: async (data) => {
      if (item && resource) {
        // A colleague's draft saved meanwhile asks first (ADR 071); kept theirs, nothing is saved.
        const saved = await drafts.resolving('publish', (draft) =>
          publishThroughDraft(resource, draft, data, () => putRecord(resource, data)),
        )
        if (!saved) return null
      } else await createPortfolioItem(data)
      return `Portfolio item ${item ? 'updated' : 'created'} successfully`
    },
    onSaved: () => navigate(LIST),
    fields: [
      'title',
      'description',
      'imageUrl',
      'imageAlt',
      'projectUrl',
      'category',
      'technologies',
      'client',
      'date',
      'slug',
      'seoTitle',
      'seoDescription',
      'shareImageUrl',
    ],
    failed: 'Failed to save portfolio item',
  })
  const {
    register,
    control,
    onSubmit,
    formState: { errors, isSubmitting },
  } = form
  const live = (document: unknown) => {
    form.reset(defaults(document as PortfolioItem))
    drafts.clear()
  }

  return (
    <FormCard
      title={item ? 'Edit Portfolio Item' : 'Add Portfolio Item'}
      description="Projects appear on the public portfolio page as soon as they are saved."
      actions={resource && <HistoryLink resource={resource} />}
    >
      <form
        // Never saved while the image is still uploading (the button is disabled then, too).
        onSubmit={(event) => (uploading ? event.preventDefault() : onSubmit(event))}
        noValidate
        className="flex flex-col gap-5"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id="title" label="Title" required error={errors.title?.message}>
            {(aria) => <Input {...register('title')} {...aria} />}
          </FormField>
          <FormField id="category" label="Category" required error={errors.category?.message}>
            {(aria) => (
              <NativeSelect {...register('category')} {...aria}>
                {portfolioCategories.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <FormField
          id="description"
          label="Description"
          required
          error={errors.description?.message}
        >
          {(aria) => <Textarea rows={5} {...register('description')} {...aria} />}
        </FormField>
        <ImageFields
          control={control}
          register={register}
          errors={errors}
          uploader={uploader}
          onBusyChange={setUploading}
          fallback="title"
        />
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id="client" label="Client" error={errors.client?.message}>
            {(aria) => <Input {...register('client')} {...aria} />}
          </FormField>
          <FormField
            id="date"
            label="Project date"
            hint="The public page shows its year; leave empty for today."
            error={errors.date?.message}
          >
            {(aria) => (
              <Input
                type="date"
                {...register('date', { setValueAs: emptyToUndefined })}
                {...aria}
              />
            )}
          </FormField>
        </div>
        <FormField
          id="projectUrl"
          label="Project URL"
          hint="Optional, for example https://example.com"
          error={errors.projectUrl?.message}
        >
          {(aria) => <Input type="url" inputMode="url" {...register('projectUrl')} {...aria} />}
        </FormField>
        <FormField
          id="technologies"
          label="Technologies"
          hint="Separate with commas, for example: React, Node.js, PostgreSQL"
          error={errors.technologies?.message}
        >
          {(aria) => <Input {...register('technologies')} {...aria} />}
        </FormField>
        <PageSharingFields
          legend="Project page and sharing"
          descriptionFallback="the start of the description"
          imageFallback="the project's picture"
          control={control}
          register={register}
          errors={errors}
          uploader={uploader}
          onBusyChange={setUploading}
        >
          <FormField
            id="slug"
            label="Page address"
            hint="The project's page is /portfolio/ followed by this, for example brightmere-health. Leave empty to make it from the title; a changed address keeps the old one working."
            error={errors.slug?.message}
          >
            {(aria) => <Input {...register('slug')} {...aria} />}
          </FormField>
        </PageSharingFields>
        {resource && editorial && (
          <DraftControls
            {...drafts}
            resource={resource}
            form={form}
            disabled={uploading || isSubmitting}
            onDiscarded={live}
            onPublished={live}
          />
        )}
        <FormActions
          cancelTo={LIST}
          submitLabel={item ? 'Update Portfolio Item' : 'Create Portfolio Item'}
          submitting={isSubmitting}
          waitingFor={uploading ? 'Saving waits for the image to finish uploading.' : undefined}
        />
      </form>
    </FormCard>
  )
}
