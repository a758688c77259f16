import { recordsIn } from '~/translations.server'
import { PageHero } from '~/components/site/page-hero'
import { SectionHeading } from '~/components/site/section-heading'
import { siteMeta, useSiteData } from '~/components/site/site-data'
import { ContactInfoCards } from '~/features/contact-details/components/contact-info-cards'
import { OfficeMap } from '~/features/contact-details/components/office-map'
import { FaqList } from '~/components/site/faq-list'
import { faqsServer } from '~/features/faqs/collection.server'
import { data } from 'react-router'
import { ContactForm } from '~/features/leads/components/contact-form'
import type { ContactFormResult } from '~/features/leads/contact-form-result'
import { contactFormAction, postedOutcome } from '~/features/leads/contact-form.server'
import { subjectFromLink } from '~/features/leads/subject-from-link'
import { languageOfRequest, pageContent } from '~/features/site-copy/service.server'
import { contactFormText } from '~/features/leads/contact-form-text'
import { pageLanguage, pageTranslator } from '~/i18n/page-language.server'
import { useT } from '~/components/site/site-data'
import type { Route } from './+types/contact'

const CONTACT_FORM_ANCHOR = 'contact-form'

/** The query this page reads; the server drops every other parameter (ADR 044). */
export const handle = { query: ['subject'] }

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const formText = contactFormText(pageTranslator(context, params.lang))
  const contactPage = await pageContent(context, request, 'contact')
  const faqs = await recordsIn(
    context.db,
    'faqs',
    await faqsServer.service.list(context.db),
    languageOfRequest(context, request),
  )
  // A link can start the form's subject: `/contact?subject=Product%20Designer` (careers).
  const subject = subjectFromLink(new URL(request.url).searchParams.get('subject'))
  // After a post made without JavaScript, the tab's title says how it went, first (ADR 067).
  const posted = postedOutcome(context)
  const outcome =
    posted === 'sent' ? formText.toasts.successTitle : posted && formText.toasts.errorTitle
  return data(
    {
      faqs: faqs.map((f) => ({ id: f._id, question: f.question, answer: f.answer })),
      seo: {
        title: outcome ? `${outcome} | ${contactPage.title}` : contactPage.title,
        description: contactPage.metaDescription,
      },
      copy: contactPage,
      formText,
      formStamp: context.formStamps.issue(),
      subject,
    },
    // The form's stamp is this visitor's alone: the page is never shared, by our page cache
    // (ADR 034 keeps no private answer) or by a CDN.
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const action = ({ request, params, context }: Route.ActionArgs) => {
  // Only a page of the site takes a post: `/xx/contact` is no address of it (ADR 078).
  const language = pageLanguage(context, params.lang)
  if (!language) throw data(null, { status: 404 })
  return contactFormAction(request, context, pageTranslator(context, params.lang), language.code)
}

/**
 * In the browser: a send that cannot reach the server, or fails there, is answered like a
 * refused one (an error toast) instead of replacing the page with the error screen.
 */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<ContactFormResult> {
  try {
    return await serverAction()
  } catch {
    return { status: 'refused', message: null }
  }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { copy: contactPage } = loaderData
  const { contact } = useSiteData()
  const t = useT()
  return (
    <>
      <PageHero eyebrow={contactPage.eyebrow} title={contactPage.title} intro={contactPage.intro} />
      {contact && (
        <section aria-label={t('contact.detailsLabel')} className="px-4 pb-16 sm:px-6">
          <div className="mx-auto max-w-7xl">
            <ContactInfoCards contact={contact} copy={contactPage.cards} />
          </div>
        </section>
      )}
      <section className="px-4 pb-20 sm:px-6">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-2">
          {/* The form posts to this anchor: the page that answers a post made without
              JavaScript opens at the form, its outcome and its errors, not at the top. */}
          <div
            id={CONTACT_FORM_ANCHOR}
            className="bg-card/80 scroll-mt-24 rounded-3xl border p-6 shadow-sm backdrop-blur md:p-10"
          >
            <h2 className="text-2xl font-bold tracking-tight">{contactPage.form.title}</h2>
            <p className="text-muted-foreground mt-2 mb-8">{contactPage.form.intro}</p>
            <ContactForm
              // A link to another subject starts the form afresh with it.
              key={loaderData.subject}
              subject={loaderData.subject}
              fallbackEmail={contact?.email ?? null}
              copy={loaderData.formText}
              formStamp={loaderData.formStamp}
              anchor={CONTACT_FORM_ANCHOR}
            />
          </div>
          <div className="flex flex-col gap-4">
            <h2 className="text-2xl font-bold tracking-tight">{contactPage.map.title}</h2>
            <OfficeMap
              area={contactPage.map}
              title={contactPage.map.title}
              address={contact?.address}
            />
          </div>
        </div>
      </section>
      {loaderData.faqs.length > 0 && (
        <section className="px-4 pb-24 sm:px-6">
          <div className="mx-auto max-w-3xl">
            <SectionHeading {...contactPage.faqs} />
            <FaqList faqs={loaderData.faqs} />
          </div>
        </section>
      )}
    </>
  )
}
