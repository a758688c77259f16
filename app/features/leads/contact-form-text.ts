import type { Translate } from '~/i18n/messages'
import type { MessageField, ValidationTexts } from './validate-message'

/**
 * The contact form's own texts in the page's language (ADR 079): made by the page's loader from
 * its catalogue, so the page's JavaScript carries no text of any language.
 */
export interface ContactFormText {
  labels: Record<MessageField, string>
  submit: string
  sending: string
  /** After a send that failed as a whole, under its message. */
  emailInstead: string
  /** The trap field's label, which only a bot reads. */
  honeypot: string
  toasts: { successTitle: string; successText: string; errorTitle: string; errorText: string }
  validation: ValidationTexts
}

export function contactFormText(t: Translate): ContactFormText {
  return {
    labels: {
      name: t('contactForm.name'),
      email: t('contactForm.email'),
      phone: t('contactForm.phone'),
      subject: t('contactForm.subject'),
      message: t('contactForm.message'),
    },
    submit: t('contactForm.submit'),
    sending: t('contactForm.sending'),
    emailInstead: t('contactForm.emailInstead'),
    honeypot: t('contactForm.honeypot'),
    toasts: {
      successTitle: t('contactForm.successTitle'),
      successText: t('contactForm.successText'),
      errorTitle: t('contactForm.errorTitle'),
      errorText: t('contactForm.errorText'),
    },
    validation: {
      nameMin: t('validation.nameMin'),
      emailInvalid: t('validation.emailInvalid'),
      subjectMin: t('validation.subjectMin'),
      messageMin: t('validation.messageMin'),
      // Filled in by validateMessage, the one place that knows each field's limit.
      atMost: t('validation.atMost', {}),
    },
  }
}
