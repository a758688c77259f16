import { afterEach, beforeEach, expect, vi } from 'vitest'

// A console.error during a test means something went wrong that no assertion looked at.
let spy: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  spy = vi.spyOn(console, 'error')
})

afterEach(() => {
  const calls = spy.mock.calls
  spy.mockRestore()
  expect(calls, 'console.error was called').toEqual([])
})
