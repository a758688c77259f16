import { describe, expect, it } from 'vitest'
import { isPublicAddress, resolvePublic, UnsafeTargetError } from './public-address.server'

const hostOf = (url: string) => new URL(url).hostname

describe('which addresses the server may send requests to', () => {
  it('refuses loopback, private, link-local and the other inner ranges', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })

  it('refuses an IPv6 address that carries an inner IPv4 one', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      '2002:c0a8:101::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })

  it('reads every spelling of an IPv4 host as the URL parser does, and refuses the inner ones', () => {
    for (const url of [
      'http://2130706433/',
      'http://0x7f000001/',
      'http://0x7f.0.0.1/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://[0:0:0:0:0:ffff:7f00:1]/',
      'http://0/',
    ]) {
      const host = hostOf(url).replace(/^\[|\]$/g, '')
      expect(isPublicAddress(host), url).toBe(false)
    }
  })

  it('lets public addresses through, IPv4 and IPv6', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true)
    }
    expect(isPublicAddress('not-an-address')).toBe(false)
  })

  it('checks every address a name resolves to, and refuses the name if one is inner', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '10.0.0.7', family: 4 as const },
    ]
    await expect(resolvePublic('mixed.example', { resolve })).rejects.toThrow(
      'mixed.example resolves to 10.0.0.7, which is a loopback, private or link-local address',
    )
    expect(await resolvePublic('mixed.example', { resolve, allowPrivate: true })).toHaveLength(2)
    await expect(resolvePublic('[::1]')).rejects.toBeInstanceOf(UnsafeTargetError)
    expect(await resolvePublic('8.8.8.8')).toEqual([{ address: '8.8.8.8', family: 4 }])
    await expect(
      resolvePublic('nowhere.example', {
        resolve: async () => {
          throw new Error('ENOTFOUND')
        },
      }),
    ).rejects.toThrow('The host name nowhere.example could not be resolved')
  })
})
