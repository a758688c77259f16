import nodemailer from 'nodemailer'
import type { Env } from './env.server'

export interface Mail {
  to: string
  subject: string
  text: string
  replyTo?: string
  /** Our own Message-ID (`<id@domain>`), kept to recognise answers to this mail. */
  messageId?: string
}

/** Sends the site's own mails (password reset links, lead owners, replies) through SMTP_URL. */
export interface Mailer {
  send(mail: Mail): Promise<void>
  /** The From of every mail (MAIL_FROM, else a no-reply address). */
  from: string
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    from,
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
  }
}

/** The sender of every mail the site sends: MAIL_FROM, else no-reply at NOTIFY_EMAIL's domain. */
export function mailSender(env: Pick<Env, 'MAIL_FROM' | 'NOTIFY_EMAIL'>): string {
  return env.MAIL_FROM ?? `Website <no-reply@${env.NOTIFY_EMAIL?.split('@')[1] ?? 'localhost'}>`
}
