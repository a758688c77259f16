import { describe, expect, it } from 'vitest'
import { chunksOfLines } from './logger.server'

describe('chunksOfLines (what a worker writes to the shared standard output at once)', () => {
  const line = (n: number, char = 'a') => char.repeat(n - 1) + '\n'

  it('joins lines up to the limit, never cutting one, in order', () => {
    const lines = [line(1500, 'a'), line(1500, 'b'), line(1500, 'c'), line(10, 'd')]
    const chunks = chunksOfLines(lines, 4096)
    expect(chunks).toEqual([lines[0]! + lines[1]!, lines[2]! + lines[3]!])
    expect(chunks.join('')).toBe(lines.join(''))
  })

  it('writes a line longer than the limit as a chunk of its own', () => {
    const lines = [line(100), line(5000, 'x'), line(100, 'y')]
    expect(chunksOfLines(lines, 4096)).toEqual(lines)
  })

  it('counts bytes, not characters: a line of accented letters fills a chunk sooner', () => {
    const accented = 'é'.repeat(1500) + '\n' // 3001 bytes, 1501 characters
    expect(chunksOfLines([accented, accented], 4096)).toEqual([accented, accented])
  })
})
