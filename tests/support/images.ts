import sharp from 'sharp'

/** A real photo-like image of the given format, made in the test (no fixture files). */
export function makeImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif',
  { width = 800, height = 500 }: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#06b6d4"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fbbf24"/>
  </svg>`
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer()
}

/** A JPEG carrying EXIF (camera, GPS-like comment) and orientation 6 (rotate 90° on display). */
export function makeJpegWithExif(): Promise<Buffer> {
  return makeImage('png', { width: 600, height: 300 }).then((png) =>
    sharp(png)
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'Secret Model 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  )
}
