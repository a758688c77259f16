import { isbot } from 'isbot'
import { LRUCache } from 'lru-cache'
import { UAParser } from 'ua-parser-js'

export type Device = 'desktop' | 'mobile' | 'tablet'

export interface Agent {
  /** A crawler, a monitor, a script: nothing it asks for is counted. */
  bot: boolean
  device: Device
  browser: string | null
  os: string | null
}

/** Visitors send a few hundred distinct User-Agents a day; parsing one costs ~50 µs. */
const agents = new LRUCache<string, Agent>({ max: 2000 })

/**
 * What a User-Agent says: a bot (isbot's maintained list; a request without a User-Agent is a
 * script's, not a person's), else the device, browser and OS (ua-parser-js 1, MIT).
 */
export function describeAgent(userAgent: string | undefined): Agent {
  if (!userAgent) return { bot: true, device: 'desktop', browser: null, os: null }
  let agent = agents.get(userAgent)
  if (!agent) {
    const parsed = new UAParser(userAgent).getResult()
    const type = parsed.device.type
    agent = {
      bot: isbot(userAgent),
      device:
        type === 'tablet'
          ? 'tablet'
          : type === 'mobile' || type === 'wearable'
            ? 'mobile'
            : 'desktop',
      browser: parsed.browser.name?.slice(0, 60) ?? null,
      os: parsed.os.name?.slice(0, 60) ?? null,
    }
    agents.set(userAgent, agent)
  }
  return agent
}
