import { useCallback, useMemo, useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { DraftControls, useDraftState } from '~/components/admin/draft-controls'
import { publishThroughDraft, putRecord, type EditorialState } from '~/components/admin/drafts-api'
import {
  resourceIn,
  TranslationProvider,
  useEditorTranslation,
} from '~/components/admin/editor-language'
import { FormActions } from '~/components/admin/form-actions'
import { FormCard } from '~/components/admin/form-card'
import { FormField } from '~/components/admin/form-field'
import { HistoryLink } from '~/components/admin/history-link'
import type { ImageUploader } from '~/components/admin/image-upload'
import { PageSharingFields } from '~/components/admin/page-sharing-fields'
import { PageAnalyticsLink } from '~/components/admin/page-analytics-link'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Input } from '~/components/ui/form-controls'
import { NativeSelect } from '~/components/ui/native-select'
import type { z } from '~/lib/validation'
import { createPage } from '../api'
import { PAGE_PATH_HINT, pageInput, type Page, type PageData } from '../schemas'
import { MAX_ITEMS, MAX_SECTIONS, type Section } from '../sections'
import type { PageTemplate } from '../templates'
import { PagePreview } from './page-preview'
import { SectionUploadsContext } from './section-fields'
import { SectionsEditor } from './sections-editor'
import { TemplateChooser } from './template-chooser'

const LIST = '/admin/pages'

/** The page as the form holds it: texts as typed, empty rather than null. */
export interface PageFormValues {
  title: string
  path: string
  sections: Section[]
  status: 'draft' | 'published'
  seoTitle: string
  seoDescription: string
  shareImageUrl: string
  noindex: boolean
}

type PageDocument = Omit<Page, '_id' | 'createdAt' | 'updatedAt'>

function defaults(page: PageDocument | undefined, template?: PageTemplate): PageFormValues {
  return {
    title: page?.title ?? '',
    path: page?.path ?? '',
    // A copy: the form's lists are edited in place, never the record the route loaded.
    sections: structuredClone(page?.sections ?? template?.page.sections ?? []),
    // A new page starts as a draft: it goes live when its writer says so.
    status: page?.status ?? 'draft',
    seoTitle: page?.seoTitle ?? '',
    seoDescription: page?.seoDescription ?? '',
    shareImageUrl: page?.shareImageUrl ?? '',
    noindex: page?.noindex ?? false,
  }
}

const PAGE_FIELDS = [
  'title',
  'path',
  'sections',
  'status',
  'seoTitle',
  'seoDescription',
  'shareImageUrl',
  'noindex',
] as const

const SECTION_KEYS = ['type', 'heading', 'text', 'image', 'alt', 'markdown', 'limit', 'tag']
const ITEM_KEYS = ['title', 'text', 'value', 'label', 'quote', 'name', 'role', 'question', 'answer']

/**
 * Every path in the sections where the API may put an error (`sections.2.heading`,
 * `sections.0.items`, `sections.0.items.1.title`), for every place a section can be: a 400's
 * field errors land under their fields wherever in the list they are. Some ten thousand short
 * strings, made once.
 */
const SECTION_ERROR_PATHS: readonly string[] = Array.from({ length: MAX_SECTIONS }, (_, n) => {
  const at = `sections.${n}`
  return [
    at,
    ...SECTION_KEYS.map((key) => `${at}.${key}`),
    `${at}.button`,
    `${at}.button.label`,
    `${at}.button.href`,
    `${at}.buttons`,
    ...[0, 1].flatMap((b) => [`${at}.buttons.${b}.label`, `${at}.buttons.${b}.href`]),
    `${at}.items`,
    ...Array.from({ length: MAX_ITEMS }, (_, i) => [
      `${at}.items.${i}`,
      ...ITEM_KEYS.map((key) => `${at}.items.${i}.${key}`),
    ]).flat(),
  ]
}).flat()

const ERROR_PATHS = [...PAGE_FIELDS, ...SECTION_ERROR_PATHS]

/** Where a section's texts are, for a translation: its words, never its links or pictures. */
const UNTRANSLATED = new Set(['type', 'href', 'image', 'tag', 'limit'])
function sectionTextPaths(value: unknown, prefix = 'sections'): string[] {
  if (typeof value === 'string') return [prefix]
  if (typeof value !== 'object' || value === null) return []
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value).filter(([key]) => !UNTRANSLATED.has(key))
  return entries.flatMap(([key, v]) => sectionTextPaths(v, `${prefix}.${key}`))
}

interface AdminPageFormProps {
  page?: Page
  editorial?: EditorialState
  uploader: ImageUploader
  /** A new page's starting point. */
  template?: PageTemplate
}

/**
 * The page builder (issue #40): the page's title and path, its sections as cards edited in
 * place, its search and sharing fields, a live preview, and the drafts and schedule every
 * editor of a live record has (`R = pages/{id}`).
 */
export function AdminPageForm({ page, editorial, uploader, template }: AdminPageFormProps) {
  const navigate = useNavigate()
  // In another language, the page's translation: its own drafts and history (ADR 080).
  const translation = useEditorTranslation()
  const resource = page && resourceIn(`pages/${page._id}`, translation)
  const drafts = useDraftState(editorial)
  const form = useAdminForm({
    // The form holds texts where the API keeps nulls; the schema reads both the same.
    schema: pageInput as unknown as z.ZodType<PageData, PageFormValues>,
    defaultValues: defaults(
      (editorial?.draft?.document as PageDocument | undefined) ?? page,
      template,
    ),
    save: async (data) => {
      if (page && resource) {
        const saved = await drafts.resolving('publish', (draft) =>
          publishThroughDraft(resource, draft, data, () => putRecord(resource, data)),
        )
        if (!saved) return null
      } else await createPage(data)
      return `Page ${page ? 'updated' : 'created'} successfully`
    },
    onSaved: () => navigate(LIST),
    fields: ERROR_PATHS as never,
    failed: 'Failed to save page',
  })
  const {
    register,
    control,
    onSubmit,
    formState: { errors, isSubmitting },
  } = form
  // Pictures still uploading, by field: nothing is saved without them.
  const [uploadingPaths, setUploadingPaths] = useState<ReadonlySet<string>>(new Set())
  const onBusyChange = useCallback(
    (path: string, busy: boolean) =>
      setUploadingPaths((all) => {
        if (all.has(path) === busy) return all
        const next = new Set(all)
        if (busy) next.add(path)
        else next.delete(path)
        return next
      }),
    [],
  )
  const uploads = useMemo(() => ({ uploader, onBusyChange }), [uploader, onBusyChange])
  const uploading = uploadingPaths.size > 0
  const onShareBusy = useCallback(
    (busy: boolean) => onBusyChange('shareImageUrl', busy),
    [onBusyChange],
  )

  // A translation holds the sections' texts: each text field of a section is translated, the
  // rest (links, pictures, counts) shared and read-only there.
  const sectionTranslation = useMemo(
    () =>
      translation && {
        ...translation,
        fields: [...translation.fields, ...sectionTextPaths(translation.original.sections)],
      },
    [translation],
  )

  const live = (document: unknown) => {
    form.reset(defaults(document as PageDocument))
    drafts.clear()
  }

  return (
    <FormCard
      title={page ? 'Edit Page' : template ? `Add Page: ${template.name}` : 'Add Page'}
      description="A page put together from the site's own sections, at a path of its own. A published page is on the site as soon as it is saved; a draft is seen by the team alone until it is published or its time comes."
      actions={
        resource && (
          <div className="flex flex-wrap gap-2">
            {page?.status === 'published' && !translation && <PageAnalyticsLink path={page.path} />}
            <HistoryLink resource={resource} />
          </div>
        )
      }
    >
      {!page && <TemplateChooser current={template?.id ?? 'blank'} />}
      <FormProvider {...form}>
        <form
          onSubmit={(event) => (uploading ? event.preventDefault() : onSubmit(event))}
          noValidate
          className="flex flex-col gap-6"
        >
          <div className="grid gap-5 md:grid-cols-2">
            <FormField id="title" label="Title" required error={errors.title?.message}>
              {(aria) => <Input {...register('title')} {...aria} />}
            </FormField>
            <FormField
              id="path"
              label="Path"
              required
              hint={`${PAGE_PATH_HINT}. A changed path keeps the old one working.`}
              error={errors.path?.message}
            >
              {(aria) => (
                <Input
                  placeholder={template?.pathExample ?? '/offer/spring-2027'}
                  autoCapitalize="none"
                  spellCheck={false}
                  {...register('path')}
                  {...aria}
                />
              )}
            </FormField>
          </div>
          <FormField
            id="status"
            label="Status"
            hint="Keep it a draft to publish it later: Publish at… sets the time."
            error={errors.status?.message}
          >
            {(aria) => (
              <NativeSelect {...register('status')} {...aria}>
                <option value="draft">Draft: not on the site yet</option>
                <option value="published">Published: on the site at its path</option>
              </NativeSelect>
            )}
          </FormField>
          <SectionUploadsContext.Provider value={uploads}>
            <TranslationProvider value={sectionTranslation ?? null}>
              <SectionsEditor />
            </TranslationProvider>
          </SectionUploadsContext.Provider>
          <PagePreview />
          <PageSharingFields
            legend="Search and sharing"
            descriptionFallback="the site's description"
            imageFallback="a title card"
            control={control}
            register={register}
            errors={errors}
            uploader={uploader}
            onBusyChange={onShareBusy}
            after={
              <div className="flex items-start gap-3">
                <input
                  type="checkbox"
                  id="noindex"
                  className="accent-primary mt-0.5 size-5 shrink-0"
                  aria-describedby="noindex-hint"
                  disabled={translation !== null}
                  {...register('noindex')}
                />
                <div className="flex flex-col gap-1">
                  <label htmlFor="noindex" className="text-sm font-medium">
                    Keep out of search engines
                  </label>
                  <p id="noindex-hint" className="text-muted-foreground text-xs">
                    For a page only those with the link should find: it is left out of the sitemap
                    and asks search engines not to list it.
                  </p>
                </div>
              </div>
            }
          />
          {resource && editorial && (
            <DraftControls
              {...drafts}
              resource={resource}
              form={form as never}
              disabled={uploading || isSubmitting}
              onDiscarded={live}
              onPublished={live}
            />
          )}
          <FormActions
            cancelTo={LIST}
            submitLabel={page ? 'Update Page' : 'Create Page'}
            submitting={isSubmitting}
            waitingFor={uploading ? 'Saving waits for the image to finish uploading.' : undefined}
          />
        </form>
      </FormProvider>
    </FormCard>
  )
}
