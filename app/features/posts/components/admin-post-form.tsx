import { resourceIn, useEditorTranslation } from '~/components/admin/editor-language'
import { lazy, Suspense, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { DraftControls, useDraftState } from '~/components/admin/draft-controls'
import { publishThroughDraft, putRecord, type EditorialState } from '~/components/admin/drafts-api'
import { FormActions } from '~/components/admin/form-actions'
import { FormCard } from '~/components/admin/form-card'
import { FormField } from '~/components/admin/form-field'
import { PageSharingFields } from '~/components/admin/page-sharing-fields'
import { HistoryLink } from '~/components/admin/history-link'
import { PageAnalyticsLink } from '~/components/admin/page-analytics-link'
import type { ImageUploader } from '~/components/admin/image-upload'
import { ImageField } from '~/components/admin/image-field'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Input, Textarea } from '~/components/ui/form-controls'
import { NativeSelect } from '~/components/ui/native-select'
import { createPost, type AuthorChoice } from '../api'
import { postInput, type Post, type PostInput } from '../schemas'
import { AUTOSAVE_TEXT, useDraftAutosave } from '../editor/use-draft-autosave'

// TipTap and its Markdown are some 150 KiB of script: fetched when a post's form opens, never
// with the post list, and never on a public page (ADR 091).
const PostBodyEditor = lazy(() => import('../editor/post-body-editor'))

const LIST = '/admin/posts'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

function defaults(post: Post | undefined, authors: AuthorChoice[]): PostInput {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    body: post?.body ?? '',
    coverImage: post?.coverImage ?? '',
    coverAlt: post?.coverAlt ?? '',
    tags: post?.tags.join(', ') ?? '',
    // A new post is signed by whoever writes it.
    authorId: post ? (post.authorId ?? '') : (authors[0]?._id ?? ''),
    // A new post starts as a draft: it goes live when its writer says so.
    status: post?.status ?? 'draft',
    publishedAt: post?.status === 'published' ? post.publishedAt.slice(0, 10) : '',
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
    shareImageUrl: post?.shareImageUrl ?? '',
  }
}

interface AdminPostFormProps {
  post?: Post
  uploader: ImageUploader
  editorial?: EditorialState
  authors: AuthorChoice[]
}

export function AdminPostForm({ post, uploader, editorial, authors }: AdminPostFormProps) {
  const navigate = useNavigate()
  const [uploading, setUploading] = useState(false)
  // In another language, the post's translation: its own drafts and history (ADR 080).
  const translation = useEditorTranslation()
  const resource = post && resourceIn(`posts/${post._id}`, translation)
  const drafts = useDraftState(editorial)
  const form = useAdminForm({
    schema: postInput,
    defaultValues: defaults((editorial?.draft?.document as Post | undefined) ?? post, authors),
    save: async (data) => {
      if (post && resource) {
        const saved = await autosave.guarded.resolving('publish', (draft) =>
          publishThroughDraft(resource, draft, data, () => putRecord(resource, data)),
        )
        if (!saved) return null
      } else await createPost(data)
      return `Post ${post ? 'updated' : 'created'} successfully`
    },
    onSaved: () => navigate(LIST),
    fields: [
      'title',
      'slug',
      'excerpt',
      'body',
      'coverImage',
      'coverAlt',
      'tags',
      'authorId',
      'status',
      'publishedAt',
      'seoTitle',
      'seoDescription',
      'shareImageUrl',
    ],
    failed: 'Failed to save post',
  })
  const {
    register,
    control,
    onSubmit,
    formState: { errors, isSubmitting },
  } = form
  const values = useWatch({ control })
  const autosave = useDraftAutosave({
    resource: editorial ? resource : undefined,
    drafts,
    form,
    schema: postInput,
    dirty: form.formState.isDirty,
    changes: values,
    paused: uploading || isSubmitting,
  })
  const live = (document: unknown) => {
    form.reset(defaults(document as Post, authors))
    drafts.clear()
  }
  // The saved author stays a choice even when the list could not be loaded.
  const choices =
    post?.author && !authors.some((a) => a._id === post.author!._id)
      ? [...authors, { _id: post.author._id, username: post.author.name }]
      : authors

  return (
    <FormCard
      title={post ? 'Edit Post' : 'Add Post'}
      description="A published post is on the public journal, /blog, as soon as it is saved; a draft is seen by the team alone until it is published or its time comes."
      actions={
        resource && (
          <div className="flex flex-wrap gap-2">
            {post?.status === 'published' && !translation && (
              <PageAnalyticsLink path={`/blog/${post.slug}`} />
            )}
            <HistoryLink resource={resource} />
          </div>
        )
      }
    >
      <form
        onSubmit={(event) => (uploading ? event.preventDefault() : onSubmit(event))}
        noValidate
        className="flex flex-col gap-5"
      >
        <FormField id="title" label="Title" required error={errors.title?.message}>
          {(aria) => <Input {...register('title')} {...aria} />}
        </FormField>
        <FormField
          id="body"
          label="Text"
          required
          hint="Use the toolbar for headings, lists, links, tables and pictures; paste from Word or Google Docs keeps the headings, lists, bold and links."
          error={errors.body?.message}
        >
          {(aria) => (
            <Controller
              control={control}
              name="body"
              render={({ field }) => (
                <Suspense
                  fallback={
                    <p className="text-muted-foreground min-h-80 rounded-lg border p-4 text-sm">
                      Loading the editor…
                    </p>
                  }
                >
                  <PostBodyEditor
                    id="body"
                    labelledBy="body-label"
                    describedBy={aria['aria-describedby']}
                    invalid={Boolean(aria['aria-invalid'])}
                    readOnly={aria.readOnly}
                    value={field.value}
                    onChange={field.onChange}
                    uploader={uploader}
                    status={
                      <span role="status" data-testid="autosave">
                        {AUTOSAVE_TEXT[autosave.status]}
                      </span>
                    }
                  />
                </Suspense>
              )}
            />
          )}
        </FormField>
        <FormField
          id="excerpt"
          label="Excerpt"
          hint="Shown in the list of posts. Leave empty to use the start of the text."
          error={errors.excerpt?.message}
        >
          {(aria) => <Textarea rows={3} {...register('excerpt')} {...aria} />}
        </FormField>
        <ImageField
          control={control}
          name="coverImage"
          id="coverImage"
          label="Cover picture"
          uploader={uploader}
          onBusyChange={setUploading}
          optional
        />
        <FormField
          id="coverAlt"
          label="Cover picture description"
          hint="What the picture shows, for people who cannot see it. Leave empty to use the title."
          error={errors.coverAlt?.message}
        >
          {(aria) => <Input {...register('coverAlt')} {...aria} />}
        </FormField>
        <FormField
          id="status"
          label="Status"
          hint="Keep it a draft to publish it later: Publish at… sets the time."
          error={errors.status?.message}
        >
          {(aria) => (
            <NativeSelect {...register('status')} {...aria}>
              <option value="draft">Draft: not on the site yet</option>
              <option value="published">Published: on /blog</option>
            </NativeSelect>
          )}
        </FormField>
        <div className="grid gap-5 md:grid-cols-3">
          <FormField
            id="tags"
            label="Tags"
            hint="Separate with commas, for example: Design, Performance"
            error={errors.tags?.message}
          >
            {(aria) => <Input {...register('tags')} {...aria} />}
          </FormField>
          <FormField id="authorId" label="Author" error={errors.authorId?.message}>
            {(aria) => (
              <NativeSelect {...register('authorId')} {...aria}>
                <option value="">No author</option>
                {choices.map((a) => (
                  <option key={a._id} value={a._id}>
                    {a.username}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id="publishedAt"
            label="Publication date"
            hint="Leave empty for the day it goes live."
            error={errors.publishedAt?.message}
          >
            {(aria) => (
              <Input
                type="date"
                {...register('publishedAt', { setValueAs: emptyToUndefined })}
                {...aria}
              />
            )}
          </FormField>
        </div>
        <PageSharingFields
          legend="Post page and sharing"
          descriptionFallback="the excerpt"
          imageFallback="the cover"
          control={control}
          register={register}
          errors={errors}
          uploader={uploader}
          onBusyChange={setUploading}
        >
          <FormField
            id="slug"
            label="Page address"
            hint="The post's page is /blog/ followed by this. Leave empty to make it from the title; a changed address keeps the old one working."
            error={errors.slug?.message}
          >
            {(aria) => <Input {...register('slug')} {...aria} />}
          </FormField>
        </PageSharingFields>
        {resource && editorial && (
          <DraftControls
            {...autosave.guarded}
            resource={resource}
            form={form}
            disabled={uploading || isSubmitting}
            onDiscarded={live}
            onPublished={live}
          />
        )}
        <FormActions
          cancelTo={LIST}
          submitLabel={post ? 'Update Post' : 'Create Post'}
          submitting={isSubmitting}
          waitingFor={uploading ? 'Saving waits for the image to finish uploading.' : undefined}
        />
      </form>
    </FormCard>
  )
}
