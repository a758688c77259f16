import { describe, expect, it } from 'vitest'
import { TopOrigins } from './top-origins'

describe('the origins allowed into the main page cache', () => {
  it('stay the ones people use, through a flood of made-up hosts asked for twice each', () => {
    const top = new TopOrigins(4)
    for (let i = 0; i < 50; i++) top.hit('https://agency.example')
    for (let i = 0; i < 20; i++) top.hit('https://www.agency.example')
    for (let i = 0; i < 5_000; i++) {
      top.hit(`http://flood-${i}.example`)
      top.hit(`http://flood-${i}.example`)
    }
    expect(top.has('https://agency.example')).toBe(true)
    expect(top.has('https://www.agency.example')).toBe(true)
    expect(top.has('http://flood-4999.example')).toBe(false)
  })

  it('give a place up once it is no longer used', () => {
    const top = new TopOrigins(1)
    for (let i = 0; i < 100; i++) top.hit('http://old-name.example')
    for (let i = 0; i < 40_000; i++) top.hit('https://new-name.example')
    expect(top.has('https://new-name.example')).toBe(true)
    expect(top.has('http://old-name.example')).toBe(false)
  })
})
