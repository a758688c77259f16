import nodemailer from 'nodemailer'
import type { Env } from './env.server'

export interface Mail {
  to: string
  subject: string
  text: string
}

/** Sends the site's own mails (password reset links) through SMTP_URL. */
export interface Mailer {
  send(mail: Mail): Promise<void>
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
  }
}

/** The sender of every mail the site sends: MAIL_FROM, else no-reply at NOTIFY_EMAIL's domain. */
export function mailSender(env: Pick<Env, 'MAIL_FROM' | 'NOTIFY_EMAIL'>): string {
  return env.MAIL_FROM ?? `Website <no-reply@${env.NOTIFY_EMAIL?.split('@')[1] ?? 'localhost'}>`
}
