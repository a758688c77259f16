/** The one error model: services throw it, the API turns it into the contract's JSON. */
export class AppError extends Error {
  override name = 'AppError'
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** More of the answer's JSON, beside `message` and `errors` (a 409's conflicting state). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export const notFound = (message = 'Not found') => new AppError(404, message)
export const unauthorized = (message = 'Authentication required') => new AppError(401, message)

/** The record, or a 404 with the given message. Malformed ids land here too: they name nothing. */
export function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw notFound(message)
  return value
}
