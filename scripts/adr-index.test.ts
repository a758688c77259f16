/**
 * The decisions index (docs/decisions/README.md) against the ADR files themselves: every file
 * listed, with the title, status and successors its own header states, and every header in
 * the one format the index describes.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const DIR = 'docs/decisions'

interface Entry {
  number: string
  file: string
  title: string
  status: string
  supersededBy: string[]
}

const HEADER = /^# (\d{3}) — (.+)\n\nDate: \d{4}-\d\d-\d\d · Status: ((?:.+\n)+?)\n## Context\n/

/** An ADR as its own header describes it, or why its header is not the one format. */
function readAdr(file: string): Entry | string {
  const text = fs.readFileSync(path.join(DIR, file), 'utf8')
  const header = HEADER.exec(text)
  if (!header) return `${file}: does not start "# NNN — Title", a blank line, "Date: … · Status: …"`
  const [, number, title, statusText] = header
  if (!file.startsWith(`${number}-`)) return `${file}: its heading says ADR ${number}`
  const status = statusText!.replace(/\s+/g, ' ').trim()
  const word = /^[a-z]+/.exec(status)?.[0] ?? status
  const successors = /^superseded by ((?:ADR )?\d{3}(?:(?:, | and )(?:ADR )?\d{3})*)/.exec(status)
  return {
    number: number!,
    file,
    title: title!,
    status: word,
    supersededBy: successors ? (successors[1]!.match(/\d{3}/g) ?? []) : [],
  }
}

/** The rows of the index's table. */
function readIndex(): Entry[] {
  const text = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8')
  return text
    .split('\n')
    .filter((line) => line.startsWith('| ['))
    .map((line) => {
      const [adr, title, status, supersededBy] = line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim())
      const link = /^\[(\d{3})\]\((.+)\)$/.exec(adr!)
      return {
        number: link?.[1] ?? adr!,
        file: link?.[2] ?? '',
        title: title!,
        status: status!,
        supersededBy: supersededBy!.match(/\d{3}/g) ?? [],
      }
    })
}

const files = fs
  .readdirSync(DIR)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()
const adrs = files.map(readAdr)

describe('the ADRs and their index', () => {
  it('start with the one header format', () => {
    expect(adrs.filter((adr) => typeof adr === 'string')).toEqual([])
  })

  it('are all in the index, in order, with the title, status and successors of their header', () => {
    expect(readIndex()).toEqual(adrs)
  })

  it('say superseded exactly when they name ADRs that exist', () => {
    const numbers = new Set(files.map((file) => file.slice(0, 3)))
    for (const adr of adrs.filter((adr): adr is Entry => typeof adr !== 'string')) {
      expect(adr.status === 'superseded', adr.file).toBe(adr.supersededBy.length > 0)
      expect(adr.status, adr.file).toMatch(/^(accepted|superseded)$/)
      for (const successor of adr.supersededBy) expect(numbers, adr.file).toContain(successor)
    }
  })
})
