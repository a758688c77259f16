/**
 * `compute`, worked out once per argument and remembered: for a pure function of a string the
 * hot path asks about again and again (a request's path, its Host header). Arguments asked for
 * once each (a scanner's, a flood of made-up hosts) only refill the memory, which is emptied
 * when it holds `limit`, so it never grows without bound.
 */
export function remembered<T extends NonNullable<unknown> | null>(
  limit: number,
  compute: (argument: string) => T,
): (argument: string) => T {
  const memory = new Map<string, T>()
  return (argument) => {
    let value = memory.get(argument)
    if (value === undefined) {
      value = compute(argument)
      if (memory.size >= limit) memory.clear()
      memory.set(argument, value)
    }
    return value
  }
}
