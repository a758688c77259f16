import net from 'node:net'

/**
 * Requests a hostile client sends, written raw because no HTTP library sends most of them:
 * targets that are not paths, Host headers that are not hosts, escapes that do not decode,
 * bodies that break off. Each is answered as `expect` says and never with a 5xx; the suite
 * replays them all against the real build (tests/e2e/hostile-requests.test.ts), in order (a
 * later request may rely on what an earlier one stored). `{host}` is the server's own host and
 * port, `{token}` a signed-in admin's token. Add what the next probe finds.
 */
export interface HostileRequest {
  name: string
  raw: string
  /** The statuses a correct answer may have. */
  expect: number[]
  /** Ends the sending side after the request: a body that stops short, not one still coming. */
  halfClose?: boolean
}

const get = (target: string, headers = 'Host: {host}\r\n') =>
  `GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`

/**
 * A JSON request as a signed-in admin sends it: `{token}` is an admin's session token. (The
 * body holds no placeholder: its length is counted here.)
 */
const asAdmin = (method: string, target: string, body: unknown, host = '{host}') => {
  const json = JSON.stringify(body)
  return (
    `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nX-Auth-Token: {token}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
    `Connection: close\r\n\r\n${json}`
  )
}
const redirect = (from: string, to: string, host?: string) =>
  asAdmin('POST', '/api/redirects', { from, to, status: 301 }, host)

/** The header menu with one link, everything else as the schema wants it. */
const menuLinkingTo = (to: string) =>
  asAdmin('PUT', '/api/content/header', {
    items: [{ label: 'Elsewhere', to }],
    callToAction: { label: 'Get Started', to: '/contact' },
  })

export const hostileRequests: HostileRequest[] = [
  // Found by a probe: each of these was a 500. An absolute-form target is answered as its
  // origin form, with its authority as the Host (RFC 9112 §3.2.2).
  { name: 'absolute-form target, another host', raw: get('http://evil.example/'), expect: [200] },
  { name: 'absolute-form target, our host', raw: get('http://{host}/services'), expect: [200] },
  {
    name: 'absolute-form target with a bad port',
    raw: get('http://evil.example:99999/'),
    expect: [400],
  },
  { name: 'absolute-form target, not http', raw: get('ftp://evil.example/'), expect: [400] },
  { name: 'asterisk target', raw: get('*'), expect: [400] },
  {
    name: 'OPTIONS *',
    raw: 'OPTIONS * HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n',
    expect: [400],
  },
  { name: 'port beyond 65535', raw: get('/', 'Host: evil.example:99999\r\n'), expect: [400] },
  {
    name: 'port beyond 65535, a page',
    raw: get('/services', 'Host: evil.example:65536\r\n'),
    expect: [400],
  },
  // Found by a probe: React Router's "could not be decoded" lines, not JSON.
  { name: 'undecodable page path', raw: get('/%E0%A4%A'), expect: [400] },
  { name: 'undecodable nested page path', raw: get('/services/%zz'), expect: [400] },
  { name: 'lone percent in a page path', raw: get('/company/%'), expect: [400] },
  // Found by a probe: a WritableClosedError after a chunked body that breaks off.
  {
    name: 'broken chunked form post',
    raw:
      'POST /contact HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
      'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nname=a\r\n',
    expect: [400],
  },
  {
    name: 'chunked form post that stops mid-chunk',
    raw:
      'POST /contact HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
      'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\nff\r\nname=a',
    expect: [400, 0],
    halfClose: true,
  },
  // The rest: odd but harmless, answered as any client would be.
  { name: 'network-path target', raw: get('//evil.example/'), expect: [400] },
  // Node itself closes a CONNECT connection that no listener takes, without an answer.
  {
    name: 'CONNECT',
    raw: 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\nConnection: close\r\n\r\n',
    expect: [400, 0],
  },
  { name: 'empty Host', raw: get('/', 'Host: \r\n'), expect: [400] },
  { name: 'Host with a path', raw: get('/', 'Host: evil.example/x\r\n'), expect: [400] },
  { name: 'Host with spaces', raw: get('/', 'Host: evil example\r\n'), expect: [400] },
  { name: 'no Host (HTTP/1.0)', raw: 'GET / HTTP/1.0\r\n\r\n', expect: [400] },
  { name: 'unknown preview token', raw: get('/?preview=not-a-token'), expect: [200] },
  { name: 'invalid UTF-8 in a query', raw: get('/contact?subject=%FF%FE'), expect: [200] },
  {
    name: 'proxy scheme javascript',
    raw: get('/', 'Host: {host}\r\nX-Forwarded-Proto: javascript\r\n'),
    expect: [200],
  },
  {
    name: 'proxy scheme ftp',
    raw: get('/company', 'Host: {host}\r\nX-Forwarded-Proto: ftp\r\n'),
    expect: [200],
  },
  { name: 'long path', raw: get('/' + 'a'.repeat(8000)), expect: [404] },
  {
    name: 'TRACE',
    raw: 'TRACE / HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n',
    expect: [405],
  },
  { name: 'dot segments', raw: get('/admin/../../etc/passwd'), expect: [404] },
  { name: 'API path with a bad escape', raw: get('/api/faqs/%zz'), expect: [404] },
  { name: 'upper-case API path', raw: get('/API/FAQS'), expect: [200] },
  {
    name: 'PUT on the OpenAPI document',
    raw: 'PUT /api/openapi.json HTTP/1.1\r\nHost: {host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    expect: [405],
  },
  // Found by a probe (issue "[trust]" 3): redirects could take over what the product answers
  // itself, loop through a trailing slash or the site's origin, and lead to another site.
  ...[
    '/healthz',
    '/readyz',
    '/sitemap.xml',
    '/robots.txt',
    '/og/index.png',
    '/Admin',
    '/%61dmin',
    '/API/x',
    '/uploads/x.webp',
    '/HEALTHZ/',
  ].map((from) => ({
    name: `redirect from ${from}`,
    raw: redirect(from, '/contact'),
    expect: [400],
  })),
  { name: 'redirect to its own path with a slash', raw: redirect('/lz', '/lz/'), expect: [409] },
  {
    name: 'redirect to its own path on the site’s origin',
    raw: redirect('/origin-loop', 'http://agency.example/Origin-Loop', 'agency.example'),
    expect: [409],
  },
  { name: 'redirect that starts a chain', raw: redirect('/chain-a', '/chain-b'), expect: [201] },
  { name: 'redirect that closes the chain', raw: redirect('/chain-b', '/chain-a/'), expect: [409] },
  { name: 'redirect to /\\host', raw: redirect('/go', '/\\evil.example'), expect: [400] },
  { name: 'redirect to //host', raw: redirect('/go', '//evil.example'), expect: [400] },
  {
    name: 'menu link to a page (the same request, well formed)',
    raw: menuLinkingTo('/Contact/'),
    expect: [200],
  },
  { name: 'menu link to /\\host', raw: menuLinkingTo('/\\evil.example'), expect: [400] },
  { name: 'menu link to //host', raw: menuLinkingTo('//evil.example/'), expect: [400] },
  { name: 'the health check after them', raw: get('/healthz'), expect: [200] },
  { name: 'the refused loop’s path after them', raw: get('/lz'), expect: [404] },
  { name: 'the chain’s start after them', raw: get('/chain-a'), expect: [301] },
  {
    name: 'form post of a JSON body',
    raw:
      'POST /contact HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n' +
      'Connection: close\r\n\r\n{}',
    expect: [400, 415],
  },
]

/**
 * Sends one raw request and reads the status of the answer; 0 when the server closed the
 * connection without one (a request it could not even parse).
 */
export function sendRaw(port: number, raw: string, halfClose = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      halfClose ? socket.end(raw) : socket.write(raw),
    )
    let head = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      if (head.length < 64) head += chunk
    })
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET'
        ? resolve(Number(/^HTTP\/1\.\d (\d{3})/.exec(head)?.[1] ?? 0))
        : reject(error),
    )
    socket.on('close', () => resolve(Number(/^HTTP\/1\.\d (\d{3})/.exec(head)?.[1] ?? 0)))
  })
}
