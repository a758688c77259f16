import { describe, expect, it } from 'vitest'
import { composeMail, mailDate, mailSender, parseSender } from './mailer.server'

describe('the mail a mailer sends', () => {
  const brand = 'Acme Studio'
  const noReply = { address: 'no-reply@acme.test' }

  it('comes from the brand, or the person at the brand, or the name MAIL_FROM gives', () => {
    const mail = { to: 'jordan@example.com', subject: 'Hi', text: 'Hello' }
    expect(composeMail(mail, { brand, sender: noReply }).from).toEqual({
      name: 'Acme Studio',
      address: 'no-reply@acme.test',
    })
    expect(composeMail({ ...mail, author: 'Jane' }, { brand, sender: noReply }).from.name).toBe(
      'Jane at Acme Studio',
    )
    const named = { name: 'Acme Sales Desk', address: 'sales@acme.test' }
    expect(composeMail(mail, { brand, sender: named }).from).toEqual(named)
    expect(composeMail({ ...mail, author: 'Jane' }, { brand, sender: named }).from).toEqual({
      name: 'Jane at Acme Studio',
      address: 'sales@acme.test',
    })
  })

  it('is signed with the brand (and the author and the site), the quote below', () => {
    const composed = composeMail(
      {
        to: 'jordan@example.com',
        subject: 'Re: Hi',
        text: (name) => `Thanks for writing to ${name}.\n`,
        author: 'Jane',
        quote: 'On 1 May 2026 at 09:00, Jordan wrote:\n> Hi',
      },
      { brand, sender: noReply, siteUrl: 'https://acme.test' },
    )
    expect(composed.text).toBe(
      'Thanks for writing to Acme Studio.\n\nJane\nAcme Studio\nhttps://acme.test\n\n' +
        'On 1 May 2026 at 09:00, Jordan wrote:\n> Hi\n',
    )
  })
})

describe('MAIL_FROM', () => {
  it('is read as a display name and an address, or an address alone', () => {
    expect(parseSender('Acme <web@acme.test>')).toEqual({ name: 'Acme', address: 'web@acme.test' })
    expect(parseSender('"Acme, Sales" <web@acme.test>')).toEqual({
      name: 'Acme, Sales',
      address: 'web@acme.test',
    })
    expect(parseSender('web@acme.test')).toEqual({ address: 'web@acme.test' })
  })

  it('defaults to no-reply at the notified address’s domain, without a name', () => {
    expect(mailSender({ NOTIFY_EMAIL: 'leads@acme.test' })).toBe('no-reply@acme.test')
    expect(mailSender({ MAIL_FROM: 'Acme <web@acme.test>' })).toBe('Acme <web@acme.test>')
  })
})

describe('a moment in a mail', () => {
  it('reads as a person would say it, on the site’s clock', () => {
    expect(mailDate('2026-11-27T15:01:11.354Z', 'Europe/Berlin')).toBe('27 November 2026 at 16:01')
    expect(mailDate('2026-07-01T22:30:00.000Z', 'Europe/Berlin')).toBe('2 July 2026 at 00:30')
    expect(mailDate('2026-07-01T22:30:00.000Z', 'America/New_York')).toBe('1 July 2026 at 18:30')
    expect(mailDate('2026-01-05T00:05:00.000Z', 'UTC')).toBe('5 January 2026 at 00:05')
  })
})
