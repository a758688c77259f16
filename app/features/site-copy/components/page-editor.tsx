import { EyeIcon, ExternalLinkIcon, LoaderCircleIcon } from 'lucide-react'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { FormProvider } from 'react-hook-form'
import { FormCard } from '~/components/admin/form-card'
import { HistoryLink } from '~/components/admin/history-link'
import { toastSaveFailure } from '~/components/admin/failure-toast'
import { formatDateTime } from '~/components/admin/format'
import type { ImageUploader } from '~/components/admin/image-upload'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toaster'
import { sitePages, type SitePage } from '~/copy/documents'
import type { z } from '~/lib/validation'
import { DraftControls, useDraftState } from '~/components/admin/draft-controls'
import { resourceIn, useEditorTranslation } from '~/components/admin/editor-language'
import {
  publishThroughDraft,
  putRecord,
  type RecordDraft,
  type RecordSchedule,
} from '~/components/admin/drafts-api'
import { localizedPath } from '~/i18n/languages'
import { previewPage, type PageDocument } from '../api'
import { leafPaths } from '../schema-walk'
import { ContentFields, type LinkChoice } from './content-fields'

type Values = Record<string, unknown>

/**
 * One page's copy (docs/product.md §Site content): Preview opens the public page with the
 * unsaved changes in a new tab, publishing nothing; Publish saves, and visitors see it at once.
 */
export function PageEditor({
  document,
  uploader,
  draft: initialDraft = null,
  schedule = { scheduledAt: null, timeZone: 'UTC' },
  linkChoices,
}: {
  document: PageDocument
  uploader: ImageUploader
  /** The page's unpublished draft, which the form starts from. */
  draft?: RecordDraft | null
  schedule?: RecordSchedule
  /** The pages its link fields offer (the header menu's and the footer's, and the others'). */
  linkChoices?: readonly LinkChoice[]
}) {
  const { page } = document
  // In another language, the page's translation: its own drafts and history (ADR 080).
  const translation = useEditorTranslation()
  const resource = resourceIn(`content/${page}`, translation)
  const { title, schema } = sitePages[page]
  const [published, setPublished] = useState(document.updatedAt)
  const drafts = useDraftState({ draft: initialDraft, schedule })
  const form = useAdminForm<Values, Values>({
    schema: schema as unknown as z.ZodType<Values, Values>,
    defaultValues: (initialDraft?.document ?? document.content) as Values,
    save: async (data, { reset }) => {
      // A colleague's draft saved meanwhile asks first (ADR 071); kept theirs, nothing is saved.
      const saved = await drafts.resolving('publish', (draft) =>
        publishThroughDraft(resource, draft, data, () => putRecord<PageDocument>(resource, data)),
      )
      if (!saved) return null
      reset(saved.content as Values)
      setPublished(saved.updatedAt)
      drafts.clear()
      return `${title} page published`
    },
    fields: leafPaths(document.content),
    failed: `Failed to publish the ${title} page`,
  })
  const { isSubmitting } = form.formState
  // Photos still uploading, by field: nothing is published or previewed without them.
  const [uploadingPaths, setUploadingPaths] = useState<ReadonlySet<string>>(new Set())
  const onBusyChange = useCallback(
    (path: string, busy: boolean) =>
      setUploadingPaths((paths) => {
        if (paths.has(path) === busy) return paths
        const next = new Set(paths)
        if (busy) next.add(path)
        else next.delete(path)
        return next
      }),
    [],
  )
  const uploads = useMemo(() => ({ uploader, onBusyChange }), [uploader, onBusyChange])
  const uploading = uploadingPaths.size

  return (
    <FormCard
      title={`${title} page`}
      description={
        published
          ? `Last published ${formatDateTime(published)}.`
          : 'Shows the starter copy: not edited yet.'
      }
      actions={<HistoryLink resource={resource} />}
    >
      <FormProvider {...form}>
        <form
          onSubmit={(event) => (uploading ? event.preventDefault() : form.onSubmit(event))}
          noValidate
          className="flex flex-col gap-6"
        >
          <ContentFields schema={schema} uploads={uploads} linkChoices={linkChoices} />
          {/* The page is long: its buttons stay in reach at the bottom of the screen. */}
          <div className="bg-card/95 sticky bottom-0 z-10 -mx-5 flex flex-col gap-3 border-t px-5 py-3 backdrop-blur md:-mx-8 md:px-8 md:py-4">
            <PreviewLinks
              page={page}
              form={form}
              disabled={uploading > 0}
              publishedAt={published}
              publishedHere={published !== document.updatedAt}
            >
              <Button type="submit" disabled={isSubmitting || uploading > 0}>
                {isSubmitting && <LoaderCircleIcon className="animate-spin" aria-hidden />}
                {isSubmitting ? 'Publishing...' : 'Publish'}
              </Button>
            </PreviewLinks>
            <DraftControls
              {...drafts}
              resource={resource}
              form={form}
              disabled={uploading > 0 || isSubmitting}
              onDiscarded={(content) => {
                form.reset((content ?? document.content) as Values)
                drafts.clear()
              }}
            />
            {uploading > 0 && (
              <p className="text-muted-foreground text-sm" role="status">
                Publishing waits for the photo to finish uploading.
              </p>
            )}
          </div>
        </form>
      </FormProvider>
    </FormCard>
  )
}

/**
 * Preview: checks the draft like a save would, stores it behind a link for an hour and opens
 * it. The tab is opened before the request, while the click still counts as the user's, so
 * no popup blocker stops it; the links stay on screen for the other pages that show it.
 *
 * Until the next Publish: what they showed is then live, so they give way to links to the
 * live pages (ADR 067) rather than go on calling it "not published".
 */
function PreviewLinks({
  page,
  form,
  disabled,
  publishedAt,
  publishedHere,
  children,
}: {
  page: SitePage
  form: { trigger: () => Promise<boolean>; getValues: () => Values }
  disabled: boolean
  /** When the page was last published (null: never): a preview made before it is outdated. */
  publishedAt: string | null
  /** Whether this editor published it, so the live pages are worth pointing at. */
  publishedHere: boolean
  /** The form's other button, on the same line. */
  children: ReactNode
}) {
  // A translation's links lead to the page in its language (`/de/…`).
  const translation = useEditorTranslation()
  const [made, setMade] = useState<{ urls: string[]; before: string | null } | null>(null)
  const links = made && made.before === publishedAt ? made.urls : null
  const [busy, setBusy] = useState(false)
  const preview = async () => {
    if (!(await form.trigger())) {
      toast.error('Fix the highlighted fields to preview the page')
      return
    }
    const tab = window.open('', '_blank')
    setBusy(true)
    try {
      const { urls } = await previewPage(page, form.getValues(), translation?.lang)
      setMade({ urls, before: publishedAt })
      if (tab) {
        tab.opener = null
        tab.location.href = urls[0]!
      }
    } catch (error) {
      tab?.close()
      toastSaveFailure('Failed to create the preview', error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => void preview()}
          disabled={busy || disabled}
        >
          {busy ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden />
          ) : (
            <EyeIcon aria-hidden />
          )}
          Preview
        </Button>
        {children}
      </div>
      {!links && publishedHere && (
        <div className="text-sm" role="status">
          <p className="text-muted-foreground">Published. Visitors see it now:</p>
          <LinkList
            urls={sitePages[page].paths.map((path) =>
              localizedPath(path, { prefix: translation?.lang.toLowerCase() ?? '' }),
            )}
          />
        </div>
      )}
      {links && (
        <div className="text-sm" role="status">
          <p className="text-muted-foreground">Preview links (valid for an hour, not published):</p>
          <LinkList urls={links} />
        </div>
      )}
    </>
  )
}

/** Links that open in a new tab, each named by its path. */
function LinkList({ urls }: { urls: readonly string[] }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
      {urls.map((url) => (
        <li key={url}>
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="text-primary inline-flex items-center gap-1 underline-offset-4 hover:underline"
          >
            {url.split('?')[0]}
            <ExternalLinkIcon className="size-3.5" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
