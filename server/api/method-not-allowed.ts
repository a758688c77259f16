import type { RequestHandler } from 'express'

/**
 * The last handler of a path: a method the path does not take gets 405 and the methods it
 * does take, instead of the 404 an unknown path gets.
 */
export function onlyMethods(allow: string): RequestHandler {
  return (_req, res) => {
    res.setHeader('Allow', allow)
    res.status(405).json({ message: 'Method not allowed' })
  }
}
