import { describe, expect, it } from 'vitest'
import { wrapTitle } from './share-card.server'

// One unit per character: widths easy to reason about.
const measure = (t: string) => t.length

describe('wrapTitle', () => {
  it('keeps a short title on one line', () => {
    expect(wrapTitle(measure, 'Web Development', 20)).toEqual(['Web Development'])
  })
  it('breaks between words, at most three lines, ending a cut title with an ellipsis', () => {
    expect(wrapTitle(measure, 'one two three four five six seven eight', 9)).toEqual([
      'one two',
      'three',
      'four…',
    ])
  })
  it('cuts a word longer than a line, and says so', () => {
    expect(wrapTitle(measure, 'Supercalifragilistic', 8)).toEqual(['Superca…'])
  })
})
