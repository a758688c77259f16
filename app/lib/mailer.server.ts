import nodemailer from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import type { Env } from './env.server'

export interface MailAddress {
  name: string
  address: string
}

/**
 * One of the site's mails, as the feature sending it writes it. The mailer adds what every
 * mail carries: the brand in the From name and the sign-off under the text.
 */
export interface Mail {
  to: string
  subject: string
  /**
   * What the mail says, above the sign-off; or a function of the brand's name, for a mail that
   * names it in a sentence ("New message from the Acme website contact form").
   */
  text: string | ((brand: string) => string)
  /**
   * A person writing (a reply from the portal): the mail comes From "{author} at {brand}" and is
   * signed with their name above the brand's. Without it the site itself is writing.
   */
  author?: string
  /** What follows the sign-off: the message a reply answers, quoted. */
  quote?: string
  replyTo?: string | MailAddress
  /** Our own Message-ID (`<id@domain>`), kept to recognise answers to this mail. */
  messageId?: string
}

/**
 * Sends the site's own mails (new-message notifications, password reset links, lead owners,
 * replies, …) through SMTP_URL, each in the brand's name (docs/api.md §Mail). Any mail sent
 * through it gets the brand: a feature only writes what its mail says.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>
  /** The address every mail is sent from: MAIL_FROM's, else no-reply at NOTIFY_EMAIL's domain. */
  address: string
}

export interface MailerOptions {
  smtpUrl: string
  /** MAIL_FROM as the operator wrote it, or `mailSender`'s default. */
  from: string
  /** The brand's name as Settings → Brand has it, read for each mail. */
  brandName: () => Promise<string>
  /** The public site (SITE_URL), named under the brand in the sign-off. */
  siteUrl?: string
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl)
  const sender = parseSender(options.from)
  return {
    address: sender.address,
    async send(mail) {
      const brand = await options.brandName()
      await transport.sendMail(composeMail(mail, { brand, sender, siteUrl: options.siteUrl }))
    },
  }
}

/**
 * The mail as it is sent. From: a person's "{author} at {brand}"; otherwise the display name
 * MAIL_FROM gives, if the operator gave one (their explicit choice), else the brand. The text
 * ends with the sign-off — the author's name, the brand and the site's address — and then the
 * quote, if any.
 */
export function composeMail(
  mail: Mail,
  {
    brand,
    sender,
    siteUrl,
  }: { brand: string; sender: { name?: string; address: string }; siteUrl?: string },
) {
  const signOff = [mail.author, brand, siteUrl].filter(Boolean).join('\n')
  const said = typeof mail.text === 'function' ? mail.text(brand) : mail.text
  const text = [said.trimEnd(), signOff, mail.quote?.trimEnd()].filter(Boolean).join('\n\n')
  return {
    from: {
      name: mail.author ? `${mail.author} at ${brand}` : (sender.name ?? brand),
      address: sender.address,
    },
    to: mail.to,
    subject: mail.subject,
    text: `${text}\n`,
    replyTo: mail.replyTo,
    messageId: mail.messageId,
  }
}

/** `Acme <web@acme.test>` → its name and address; `web@acme.test` → the address alone. */
export function parseSender(from: string): { name?: string; address: string } {
  const [first] = addressparser(from, { flatten: true })
  const address = first?.address || from.trim()
  return first?.name ? { name: first.name, address } : { address }
}

/**
 * The address every mail is sent from: MAIL_FROM as given (with its display name, if any),
 * else no-reply at NOTIFY_EMAIL's domain, named by the brand when sent.
 */
export function mailSender(env: Pick<Env, 'MAIL_FROM' | 'NOTIFY_EMAIL'>): string {
  return env.MAIL_FROM ?? `no-reply@${env.NOTIFY_EMAIL?.split('@')[1] ?? 'localhost'}`
}

/** "27 November 2026 at 16:01": a moment as a mail says it, in the site's time zone. */
export function mailDate(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute}`
}
