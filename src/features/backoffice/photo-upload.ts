// In the browser: a picture is scaled to a few widths (never up) and encoded as WebP before upload, so the shop
// stores and serves sizes a phone can afford; the API checks the bytes of each file again.
export const UPLOAD_WIDTHS = [480, 960, 1600] as const

async function encode(bitmap: ImageBitmap, width: number): Promise<Blob> {
  const height = Math.round((bitmap.height * width) / bitmap.width)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), 'image/webp', 0.85),
  )
}

/** The multipart body of an upload: `width_480`, `width_960`, … and `alt`. */
export async function photoForm(file: File, alt: string): Promise<FormData> {
  const form = new FormData()
  form.append('alt', alt)
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    // Not an image the browser can read: send it as it is and let the API say why it is refused.
    form.append('width_480', file)
    return form
  }
  const widths = UPLOAD_WIDTHS.filter((w) => w <= bitmap.width)
  for (const width of widths.length ? widths : [bitmap.width]) {
    form.append(`width_${width}`, await encode(bitmap, width), `foto-${width}.webp`)
  }
  bitmap.close()
  return form
}
