import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkPhoto } from './photo-check'

// Small real images (4 × 3, encoded by Chromium's canvas; the JPEG without its APP segments, the WebP as a bare VP8
// chunk) and what happens to them when they are cut, changed or faked.
const bytes = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'))
const JPEG = bytes(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAbEAACAwEBAQAAAAAAAAAAAAABBAACEQMhEv/EABUBAQEAAAAAAAAAAAAAAAAAAAIG/8QAFxEBAQEBAAAAAAAAAAAAAAAAAQARIf/aAAwDAQACEQMRAD8AmbrbL7N2XmOzLF8+uva5ve2DBpPp8AERENdhnC//2Q==',
)
const PNG = bytes(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAYAAAC09K7GAAAAMUlEQVR4ATzFUQkAQAgEUdkgl+P+rtWVMIGRLGIACygL4sBjkOFFel4R7H4hmTDfNQAAAP//iL2Q/AAAAAZJREFUAwAwGw2jrEtTQQAAAABJRU5ErkJggg==',
)
const WEBP = bytes(
  'UklGRkIAAABXRUJQVlA4IDYAAACwAQCdASoEAAMAAUAmJagCdAD0qHKAAP7zZea9ymwbZv692Hhotvx5eL/0JP/+CT//gk/gGAA=',
)

const changed = (source: Uint8Array, at: number, value: number) => {
  const copy = source.slice()
  copy[at] = value
  return copy
}
const indexOf = (source: Uint8Array, ...pattern: number[]) =>
  source.findIndex((_, i) => pattern.every((b, k) => source[i + k] === b))

function box(type: string, ...content: Uint8Array[]): Uint8Array {
  const length = 8 + content.reduce((n, c) => n + c.length, 0)
  const head = Buffer.alloc(8)
  head.writeUInt32BE(length, 0)
  head.write(type, 4, 'ascii')
  return Uint8Array.from(Buffer.concat([head, ...content]))
}
const u32 = (...values: number[]) =>
  Uint8Array.from(Buffer.concat(values.map((v) => Buffer.from([v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255]))))
const ascii = (s: string) => Uint8Array.from(Buffer.from(s, 'ascii'))

/** The skeleton of an AVIF file: brands, the meta box with the image's size (ispe), and the image data. */
function avif(brand = 'avif') {
  const ispe = box('ispe', u32(0, 640, 480))
  const meta = box('meta', u32(0), box('iprp', box('ipco', ispe)))
  return Uint8Array.from(
    Buffer.concat([box('ftyp', ascii(brand), u32(0), ascii('mif1'), ascii(brand)), meta, box('mdat', randomBytes(64))]),
  )
}

describe('checkPhoto', () => {
  it('reads the type and size of real JPEG, PNG and WebP files', () => {
    expect(checkPhoto(JPEG)).toEqual({ type: 'image/jpeg', width: 4, height: 3 })
    expect(checkPhoto(PNG)).toEqual({ type: 'image/png', width: 4, height: 3 })
    expect(checkPhoto(WEBP)).toEqual({ type: 'image/webp', width: 4, height: 3 })
  })

  it('reads an AVIF skeleton and refuses another ISO file (an MP4)', () => {
    expect(checkPhoto(avif())).toEqual({ type: 'image/avif', width: 640, height: 480 })
    expect(checkPhoto(avif('isom'))).toBeNull()
    expect(checkPhoto(avif().subarray(0, 60))).toBeNull()
  })

  it('refuses random bytes behind a JPEG, PNG or WebP header', () => {
    const behind = (head: Uint8Array) => Uint8Array.from(Buffer.concat([head, randomBytes(256 * 1024)]))
    expect(checkPhoto(behind(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])))).toBeNull()
    expect(checkPhoto(behind(JPEG.subarray(0, 200)))).toBeNull()
    expect(checkPhoto(behind(PNG.subarray(0, 33)))).toBeNull()
    expect(checkPhoto(behind(WEBP.subarray(0, 30)))).toBeNull()
  })

  it('refuses a JPEG cut short, without its frame header or with a frame of zero height', () => {
    expect(checkPhoto(JPEG.subarray(0, JPEG.length - 2))).toBeNull()
    const sof = indexOf(JPEG, 0xff, 0xc0)
    expect(checkPhoto(changed(JPEG, sof + 1, 0xe5))).toBeNull() // the SOF turned into an APP segment
    expect(checkPhoto(changed(changed(JPEG, sof + 5, 0), sof + 6, 0))).toBeNull()
  })

  it('refuses a PNG with a changed byte (its CRC no longer matches) or without IEND', () => {
    const idat = indexOf(PNG, ...ascii('IDAT'))
    expect(checkPhoto(changed(PNG, idat + 6, PNG[idat + 6]! ^ 0xff))).toBeNull()
    expect(checkPhoto(PNG.subarray(0, PNG.length - 12))).toBeNull()
    const ihdr = indexOf(PNG, ...ascii('IHDR'))
    expect(checkPhoto(changed(PNG, ihdr + 12, 3))).toBeNull() // bit depth 3 does not exist
  })

  it('refuses a WebP whose RIFF size, start code or chunk is wrong', () => {
    expect(checkPhoto(changed(WEBP, 4, 0xff))).toBeNull()
    const start = indexOf(WEBP, 0x9d, 0x01, 0x2a)
    expect(checkPhoto(changed(WEBP, start, 0x9c))).toBeNull()
    expect(checkPhoto(changed(WEBP, 15, 0x58))).toBeNull() // 'VP8X' too short
  })

  it('reads the size a frame header claims, however large (the upload refuses it by pixel count)', () => {
    const sof = indexOf(JPEG, 0xff, 0xc0)
    const large = JPEG.slice()
    new DataView(large.buffer).setUint16(sof + 5, 11826)
    new DataView(large.buffer).setUint16(sof + 7, 41612)
    expect(checkPhoto(large)).toEqual({ type: 'image/jpeg', width: 41612, height: 11826 })
  })

  it('refuses an SVG and plain text', () => {
    expect(checkPhoto(ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull()
    expect(checkPhoto(ascii('hola, no soy una imagen'))).toBeNull()
  })
})
