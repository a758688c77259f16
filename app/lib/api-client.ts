/**
 * The admin portal's one way to talk to `/api`: adds the token, turns every non-OK answer into
 * a typed `ApiError`, and treats any 401 the same way wherever it happens: the token is removed
 * and the portal is told, so it can send the user back to the sign-in page (docs/product.md
 * §Toasts and errors).
 */

/** The token lives in browser storage under the key 'token' (docs/product.md §Constants). */
export const TOKEN_KEY = 'token'

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY)
  } catch {
    return null
  }
}

export function setToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token)
}

export function clearToken() {
  try {
    localStorage.removeItem(TOKEN_KEY)
  } catch {
    // Storage blocked: there is nothing stored to remove.
  }
}

/** A non-OK answer: the contract's `{message, errors?}` plus the HTTP status (0 = no answer). */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /**
     * The `message` of the API's JSON answer, and only that: a proxy's bare 502 or 413 has a
     * status text ('Bad Gateway'), which is no message for the user (docs/product.md
     * §Toasts and errors has fallbacks).
     */
    readonly serverMessage?: string,
    /** The answer's JSON as it came, for answers that carry more than a message. */
    readonly body?: unknown,
  ) {
    super(message)
  }
}

/**
 * Why the server refused, in its own words, for a person to read (docs/product.md §Toasts and
 * errors, ADR 075): the JSON `message` of a 4xx answer, or of a 503 (a part this server has not
 * set up, such as mail). Field errors the screen already shows under their fields (`shown`) are
 * not said again: a bare 'Validation failed', or a message one of them repeats, gives the first
 * field error shown nowhere ('There is no page at /blog'), else nothing. Never a 500's generic
 * 'Internal server error' (the details are in the server's log), nor a status text (a proxy's
 * 502 or 413 has no JSON message).
 */
export function refusalReason(error: unknown, shown: readonly string[] = []): string | undefined {
  if (!(error instanceof ApiError) || !error.serverMessage) return undefined
  const { status, serverMessage } = error
  if (status < 400 || (status >= 500 && status !== 503)) return undefined
  const messages = (fields: [string, unknown][]) =>
    fields
      .flatMap(([, m]) => (Array.isArray(m) ? m : [m]))
      .filter((m): m is string => typeof m === 'string' && m.trim() !== '')
  const entries = Object.entries(error.errors)
  const underFields = messages(entries.filter(([field]) => shown.includes(field)))
  const elsewhere = messages(entries.filter(([field]) => !shown.includes(field)))
  if (serverMessage === 'Validation failed' && entries.length > 0) return elsewhere[0]
  if (underFields.includes(serverMessage)) return elsewhere[0]
  return serverMessage
}

/**
 * "The server's message, else …" of docs/product.md §Toasts and errors: the server's reason
 * (refusalReason), else the given text.
 */
export const serverMessageOr = (error: unknown, fallback: string): string =>
  refusalReason(error) ?? fallback

type UnauthorizedListener = () => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/** The portal subscribes once; returns the unsubscribe function (fits a React effect). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

function signalUnauthorized() {
  clearToken()
  for (const listener of unauthorizedListeners) listener()
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown
  /** Admin calls send the stored token; without one they fail before any request. */
  auth?: boolean
  /**
   * Set for calls where a 401 is an expected answer rather than a lost session (sign-out with
   * a token the server already revoked): the error is still thrown, nobody is redirected.
   */
  quietUnauthorized?: boolean
  /** Extra request headers (`If-Match` of a draft save). */
  headers?: Record<string, string>
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options)
  return (await response.json().catch(() => undefined)) as T
}

/**
 * `apiRequest` without reading the body: for answers that are not JSON (a CSV download).
 * Every non-OK answer still becomes an `ApiError`, with the same 401 handling.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, auth = false, quietUnauthorized = false } = options
  const headers = { ...requestHeaders(auth, quietUnauthorized), ...options.headers }
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers['content-type'] = 'application/json'
    payload = JSON.stringify(body)
  }

  let response: Response
  try {
    response = await fetch(path, { method, headers, body: payload })
  } catch {
    throw new ApiError(0, 'Network error')
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined)
    throw refusal(response.status, response.statusText, data, auth && !quietUnauthorized)
  }
  return response
}

/** JSON `accept`, and the stored token for an admin call (none stored: fails before any call). */
function requestHeaders(auth: boolean, quietUnauthorized: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (auth) {
    const token = getToken()
    // Saving without a stored token fails with this message, no call is made (docs/product.md
    // §Validation).
    if (!token) {
      if (!quietUnauthorized) signalUnauthorized()
      throw new ApiError(401, 'Authentication required')
    }
    headers['x-auth-token'] = token
  }
  return headers
}

/** A non-OK answer as an `ApiError`; a 401 to an admin call also ends the session. */
function refusal(status: number, statusText: string, data: unknown, signal401: boolean) {
  const error = errorBody(data)
  if (status === 401 && signal401) signalUnauthorized()
  return new ApiError(
    status,
    // For logs: the API's words, else what the HTTP layer said.
    error.message ?? `${status} ${statusText}`.trim(),
    error.errors,
    error.message,
    data,
  )
}

export interface UploadOptions {
  /** Called as the body goes out, with the share of it sent so far (0 to 1). */
  onProgress?: (sent: number) => void
  /** Aborting stops the upload; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal
  /** `PUT` for a file that replaces another (the media library's replace); `POST` otherwise. */
  method?: 'POST' | 'PUT'
}

/**
 * An admin's multipart `POST` or `PUT` (a file) that reports how much of it has been sent: through
 * XMLHttpRequest, whose upload events fetch does not have. The same token, errors and 401
 * handling as `apiRequest`.
 */
export function apiUpload<T>(
  path: string,
  body: FormData,
  { onProgress, signal, method = 'POST' }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'))
    const headers = requestHeaders(true, false)
    const xhr = new XMLHttpRequest()
    xhr.open(method, path)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    })
    xhr.addEventListener('load', () => {
      let data: unknown
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined
      } catch {
        data = undefined
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T)
      else reject(refusal(xhr.status, xhr.statusText, data, true))
    })
    // A refused upload can also end as a closed connection before any answer is read.
    xhr.addEventListener('error', () => reject(new ApiError(0, 'Network error')))
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}

function errorBody(data: unknown): { message?: string; errors?: Record<string, string[]> } {
  if (typeof data !== 'object' || data === null) return {}
  const { message, errors } = data as { message?: unknown; errors?: unknown }
  return {
    message: typeof message === 'string' ? message : undefined,
    errors:
      typeof errors === 'object' && errors !== null
        ? (errors as Record<string, string[]>)
        : undefined,
  }
}

/** A 401 has already been handled globally (toast + sign-in page); callers stay quiet. */
export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401

/**
 * Some failures (marking a message read, the dashboard's counts) are only logged, never shown
 * (docs/product.md §Toasts and errors); this is the one place the portal writes to the console.
 */
export function logError(context: string, error: unknown) {
  // eslint-disable-next-line no-console -- docs/product.md §Toasts and errors: only logged
  console.error(context, error)
}
