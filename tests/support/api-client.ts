/** A tiny JSON client for the API tests: status, body and headers of one call. */
export interface ApiResponse<T = any> {
  status: number
  body: T
  headers: Headers
}

export function apiClient(baseUrl: string) {
  async function call<T = any>(
    method: string,
    path: string,
    options: {
      body?: unknown
      token?: string
      raw?: BodyInit
      headers?: Record<string, string>
    } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token !== undefined) headers['x-auth-token'] = options.token
    let body: BodyInit | undefined = options.raw
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    const res = await fetch(baseUrl + path, { method, headers, body })
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // Not JSON: the tests that care assert on the content type.
    }
    return { status: res.status, body: parsed as T, headers: res.headers }
  }
  return {
    call,
    get: <T = any>(path: string, token?: string) => call<T>('GET', path, { token }),
    post: <T = any>(path: string, body?: unknown, token?: string) =>
      call<T>('POST', path, { body, token }),
    put: <T = any>(path: string, body?: unknown, token?: string) =>
      call<T>('PUT', path, { body, token }),
    patch: <T = any>(path: string, body?: unknown, token?: string) =>
      call<T>('PATCH', path, { body, token }),
    del: <T = any>(path: string, token?: string) => call<T>('DELETE', path, { token }),
    async login(email: string, password: string): Promise<string> {
      const res = await call<{ token: string }>('POST', '/api/auth/login', {
        body: { email, password },
      })
      if (res.status !== 200)
        throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`)
      return res.body.token
    },
  }
}

export type ApiClient = ReturnType<typeof apiClient>

/** A valid contact-form message, for tests that only need one that is accepted. */
export const validMessage = {
  name: 'Sam',
  email: 'sam@example.com',
  subject: 'Quote please',
  message: 'We need an app.',
} as const
