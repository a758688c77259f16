import { resourceIn, useEditorTranslation } from '~/components/admin/editor-language'
import { useNavigate } from 'react-router'
import { FormActions } from '~/components/admin/form-actions'
import { FormCard } from '~/components/admin/form-card'
import { HistoryLink } from '~/components/admin/history-link'
import { FormField } from '~/components/admin/form-field'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Input, Textarea } from '~/components/ui/form-controls'
import { DraftControls, useDraftState } from '~/components/admin/draft-controls'
import { publishThroughDraft, putRecord, type EditorialState } from '~/components/admin/drafts-api'
import { createFaq } from '../api'
import { DEFAULT_FAQ_CATEGORY, faqInput, type Faq } from '../schemas'

const LIST = '/admin/faqs'

// The order is a whole number; anything non-numeric becomes 0 (docs/product.md §Validation).
const toOrder = (value: unknown) => {
  const n = Number.parseInt(String(value), 10)
  return Number.isNaN(n) ? 0 : n
}

interface AdminFaqFormProps {
  faq?: Faq
  /** For a new FAQ: the highest existing order plus one (docs/product.md §Entities). */
  nextOrder: number
  /** An existing FAQ's draft and schedule (a new one has nothing published to draft over). */
  editorial?: EditorialState
}

const defaults = (faq: Faq | undefined, nextOrder: number) => ({
  question: faq?.question ?? '',
  answer: faq?.answer ?? '',
  category: faq?.category ?? DEFAULT_FAQ_CATEGORY,
  order: faq?.order ?? nextOrder,
})

export function AdminFaqForm({ faq, nextOrder, editorial }: AdminFaqFormProps) {
  const navigate = useNavigate()
  // In another language, the record's translation: its own drafts and history (ADR 080).
  const translation = useEditorTranslation()
  const resource = faq && resourceIn(`faqs/${faq._id}`, translation)
  const drafts = useDraftState(editorial)
  const form = useAdminForm({
    schema: faqInput,
    // An open draft is what the editor goes on with.
    defaultValues: defaults((editorial?.draft?.document as Faq | undefined) ?? faq, nextOrder),
    save: async (data) => {
      if (faq && resource) {
        // A colleague's draft saved meanwhile asks first (ADR 071); kept theirs, nothing is saved.
        const saved = await drafts.resolving('publish', (draft) =>
          publishThroughDraft(resource, draft, data, () => putRecord(resource, data)),
        )
        if (!saved) return null
      } else await createFaq(data)
      return `FAQ ${faq ? 'updated' : 'created'} successfully`
    },
    onSaved: () => navigate(LIST),
    fields: ['question', 'answer', 'category', 'order'],
    failed: 'Failed to save FAQ',
  })
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = form
  const live = (document: unknown) => {
    form.reset(defaults(document as Faq, nextOrder))
    drafts.clear()
  }

  return (
    <FormCard
      title={faq ? 'Edit FAQ' : 'Add FAQ'}
      actions={resource && <HistoryLink resource={resource} />}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <FormField id="question" label="Question" required error={errors.question?.message}>
          {(aria) => <Input {...register('question')} {...aria} />}
        </FormField>
        <FormField id="answer" label="Answer" required error={errors.answer?.message}>
          {(aria) => <Textarea rows={6} {...register('answer')} {...aria} />}
        </FormField>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField
            id="category"
            label="Category"
            hint={`Optional; empty means ${DEFAULT_FAQ_CATEGORY}`}
            error={errors.category?.message}
          >
            {(aria) => <Input {...register('category')} {...aria} />}
          </FormField>
          <FormField
            id="order"
            label="Display order"
            hint="Lower numbers will be displayed first"
            error={errors.order?.message}
          >
            {(aria) => (
              <Input
                type="number"
                inputMode="numeric"
                min="0"
                step="1"
                {...register('order', { setValueAs: toOrder })}
                {...aria}
              />
            )}
          </FormField>
        </div>
        {resource && editorial && (
          <DraftControls
            {...drafts}
            resource={resource}
            form={form}
            disabled={isSubmitting}
            onDiscarded={live}
            onPublished={live}
          />
        )}
        <FormActions
          cancelTo={LIST}
          submitLabel={faq ? 'Update FAQ' : 'Create FAQ'}
          submitting={isSubmitting}
        />
      </form>
    </FormCard>
  )
}
