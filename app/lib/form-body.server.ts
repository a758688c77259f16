/**
 * A page form's fields, read from the request with a size bound: React Router's own
 * `request.formData()` would read a body of any size into memory. Only the encoding a plain
 * HTML form (and React Router's form submission) uses is taken; null for anything else or
 * for a body over `maxBytes`.
 */
export async function readFormFields(
  request: Request,
  maxBytes: number,
): Promise<URLSearchParams | null> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type) || !request.body) return null
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(read.value)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
