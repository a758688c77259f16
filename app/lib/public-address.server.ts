import { lookup as dnsLookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/**
 * Whether the server may send a request to an address of the outside world: not to itself, its
 * network or a cloud's metadata service (server-side request forgery). An address is refused
 * when it is loopback, private, link-local, unique-local, shared (carrier-grade NAT),
 * unspecified, multicast, reserved or documentation; an IPv6 address that carries an IPv4 one
 * (IPv4-mapped `::ffff:127.0.0.1`, IPv4-compatible, NAT64 `64:ff9b::`, 6to4 `2002::`) is judged
 * by the IPv4 address inside. Other spellings of IPv4 (decimal `2130706433`, hex `0x7f000001`,
 * octal, short `127.1`) are read by the URL parser before they get here.
 */
const refused = new BlockList()
for (const [network, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the cloud metadata services among them
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  refused.addSubnet(network, bits, 'ipv4')
}
for (const [network, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed somewhere)
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, bits, 'ipv6')
}

/** The 8 groups of an IPv6 address as numbers. */
function groups(address: string): number[] {
  let text = address.toLowerCase()
  // A dotted IPv4 tail (`::ffff:1.2.3.4`) becomes two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text =
      text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0')
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16))
}

const ipv4Of = (high: number, low: number) =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')

/** The IPv4 address an IPv6 one carries, if it is one of the forms that carry one. */
function embeddedIpv4(address: string): string | undefined {
  const g = groups(address)
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0)
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible)
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return ipv4Of(g[6]!, g[7]!)
  // 64:ff9b::a.b.c.d (NAT64) and 64:ff9b:1::/48 (local NAT64)
  if (g[0] === 0x64 && g[1] === 0xff9b) return ipv4Of(g[6]!, g[7]!)
  // 2002:AABB:CCDD::/48 (6to4)
  if (g[0] === 0x2002) return ipv4Of(g[1]!, g[2]!)
  return undefined
}

/** True for an address the outside world may be reached at; false for any other, or not an IP. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address)
  if (version === 4) return !refused.check(address, 'ipv4')
  if (version !== 6) return false
  const inner = embeddedIpv4(address)
  if (inner !== undefined && !isPublicAddress(inner)) return false
  return !refused.check(address, 'ipv6')
}

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}

/** A target the server refuses to send to; its message says why, for the person who set it. */
export class UnsafeTargetError extends Error {
  override name = 'UnsafeTargetError'
}

export type Resolver = (host: string) => Promise<ResolvedAddress[]>

/** The system's resolver (what `http.request` would use): every address of the name. */
export const systemResolver: Resolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }))

/**
 * Every address `host` names, each checked: an IP literal as it is, a name through `resolve`.
 * One address that is not public refuses the whole name (a name that answers with a public and
 * a private address cannot be trusted to keep to the public one). `allowPrivate` lets the
 * refused ranges through (tests, an intranet), never an unresolvable name.
 */
export async function resolvePublic(
  host: string,
  { allowPrivate = false, resolve = systemResolver } = {},
): Promise<ResolvedAddress[]> {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
  const version = isIP(bare)
  let addresses: ResolvedAddress[]
  if (version) addresses = [{ address: bare, family: version as 4 | 6 }]
  else {
    try {
      addresses = await resolve(bare)
    } catch {
      throw new UnsafeTargetError(`The host name ${bare} could not be resolved`)
    }
    if (addresses.length === 0) {
      throw new UnsafeTargetError(`The host name ${bare} could not be resolved`)
    }
  }
  if (!allowPrivate) {
    const inner = addresses.find((a) => !isPublicAddress(a.address))
    if (inner) {
      throw new UnsafeTargetError(
        `${bare === inner.address ? bare : `${bare} resolves to ${inner.address}, which`} is a loopback, private or link-local address`,
      )
    }
  }
  return addresses
}
