import { imageSize } from 'image-size'

// What a photo upload must be before it is stored (docs/decisions/027-photo-checks.md): a JPEG, PNG, WebP or AVIF
// whose structure holds together as the format says, with its size read from that structure. The file's bytes decide
// (never its name or the type the browser claims), so an SVG (which can carry script) or anything else is refused.
// The pixel data itself is not decoded: that is the browser's job, and a Worker has neither the CPU nor a decoder.

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif'

export interface CheckedPhoto {
  type: PhotoType
  width: number
  height: number
}

/** The photo's type and size when its structure is sound, else null. */
export function checkPhoto(bytes: Uint8Array): CheckedPhoto | null {
  if (bytes.length < 12) return null
  const read = new Reader(bytes)
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(read)
    if (PNG_SIGNATURE.every((x, i) => bytes[i] === x)) return png(read)
    if (read.ascii(0, 4) === 'RIFF' && read.ascii(8, 4) === 'WEBP') return webp(read)
    if (read.ascii(4, 4) === 'ftyp') return avif(read)
  } catch {
    // Malformed, or a structure this reading does not follow: not stored either way.
    return null
  }
  return null
}

class Malformed extends Error {}

function fail(): never {
  throw new Malformed()
}

class Reader {
  constructor(readonly bytes: Uint8Array) {}
  get length() {
    return this.bytes.length
  }
  has(at: number, n: number) {
    return at >= 0 && n >= 0 && at + n <= this.bytes.length
  }
  u8(at: number) {
    if (!this.has(at, 1)) fail()
    return this.bytes[at]!
  }
  u16be(at: number) {
    return (this.u8(at) << 8) | this.u8(at + 1)
  }
  u16le(at: number) {
    return this.u8(at) | (this.u8(at + 1) << 8)
  }
  u24le(at: number) {
    return this.u16le(at) | (this.u8(at + 2) << 16)
  }
  u32be(at: number) {
    return this.u16be(at) * 0x10000 + this.u16be(at + 2)
  }
  u32le(at: number) {
    return this.u16le(at) + this.u16le(at + 2) * 0x10000
  }
  ascii(at: number, n: number) {
    if (!this.has(at, n)) fail()
    return String.fromCharCode(...this.bytes.subarray(at, at + n))
  }
}

// JPEG: SOI, then marker segments whose lengths chain exactly, a quantisation table, a frame header (SOF) with a
// size and 1–4 components, at least one scan (SOS) after it, and EOI at the end of the entropy-coded data.
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

function jpeg(r: Reader): CheckedPhoto {
  let at = 2
  let frame: { width: number; height: number } | null = null
  let tables = false
  let scans = 0
  for (;;) {
    if (r.u8(at) !== 0xff) fail()
    while (r.u8(at) === 0xff) at++ // fill bytes before a marker
    const marker = r.u8(at)
    at++
    if (marker === 0xd9) break // EOI
    if (marker === 0xd8 || marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)) fail()
    const length = r.u16be(at)
    if (length < 2 || !r.has(at, length)) fail()
    if (SOF_MARKERS.has(marker)) {
      if (frame) fail()
      const precision = r.u8(at + 2)
      const height = r.u16be(at + 3)
      const width = r.u16be(at + 5)
      const components = r.u8(at + 7)
      if (![8, 12, 16].includes(precision) || !width || !height) fail()
      if (components < 1 || components > 4 || length !== 8 + 3 * components) fail()
      frame = { width, height }
    }
    if (marker === 0xdb) tables = true
    if (marker !== 0xda) {
      at += length
      continue
    }
    // SOS: its header, then entropy-coded data up to the next marker (0xFF00 is a stuffed byte, RSTn a restart).
    const components = r.u8(at + 2)
    if (!frame || components < 1 || components > 4 || length !== 6 + 2 * components) fail()
    scans++
    at += length
    for (;;) {
      at = r.bytes.indexOf(0xff, at)
      if (at < 0) fail()
      const next = r.u8(at + 1)
      if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break
      at++
    }
  }
  if (!frame || !tables || scans === 0) fail()
  return { type: 'image/jpeg', ...frame }
}

// PNG: the signature, IHDR first (a size, a valid bit depth for its colour type), every chunk's CRC right, image data,
// a palette where the colour type needs one, and IEND last.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
}

function png(r: Reader): CheckedPhoto {
  let at = 8
  let size: { width: number; height: number } | null = null
  let palette = false
  let data = false
  for (;;) {
    const length = r.u32be(at)
    const type = r.ascii(at + 4, 4)
    if (!/^[A-Za-z]{4}$/.test(type) || !r.has(at + 8, length + 4)) fail()
    if (crc32(r.bytes.subarray(at + 4, at + 8 + length)) !== r.u32be(at + 8 + length)) fail()
    const body = at + 8
    if (!size) {
      if (type !== 'IHDR' || length !== 13) fail()
      const width = r.u32be(body)
      const height = r.u32be(body + 4)
      const depth = r.u8(body + 8)
      const colour = r.u8(body + 9)
      if (!width || !height || width > 0x7fffffff || height > 0x7fffffff) fail()
      if (!PNG_DEPTHS[colour]?.includes(depth)) fail()
      if (r.u8(body + 10) !== 0 || r.u8(body + 11) !== 0 || r.u8(body + 12) > 1) fail()
      size = { width, height }
      palette = colour !== 3 // only indexed colour must carry a palette
    } else if (type === 'PLTE') {
      palette = true
    } else if (type === 'IDAT') {
      if (!palette) fail()
      data = true
    } else if (type === 'IEND') {
      if (length !== 0 || !data) fail()
      return { type: 'image/png', ...size }
    }
    at += 12 + length
  }
}

let crcTable: Uint32Array | undefined

function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256)
    for (let n = 0; n < 256; n++) {
      let c = n
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
      crcTable[n] = c >>> 0
    }
  }
  let crc = 0xffffffff
  for (let i = 0; i < bytes.length; i++) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

// WebP: a RIFF container whose size is the file's, chunks that chain to its end, and a VP8 (lossy: key frame start
// code), VP8L (lossless: signature byte) or, in the extended format, VP8X canvas with an image or animation chunk.
function webp(r: Reader): CheckedPhoto {
  const riffEnd = 8 + r.u32le(4)
  if (riffEnd < 20 || (r.length !== riffEnd && r.length !== riffEnd + 1)) fail()
  let at = 12
  let canvas: { width: number; height: number } | null = null
  let image: { width: number; height: number } | null = null
  let first = true
  while (at < riffEnd) {
    const type = r.ascii(at, 4)
    const length = r.u32le(at + 4)
    const body = at + 8
    if (body + length > riffEnd) fail()
    if (type === 'VP8 ') {
      // A key frame, shown, whose first partition fits in the chunk.
      const tag = r.u24le(body)
      if (length < 10 || (tag & 1) !== 0 || ((tag >>> 1) & 7) > 3 || !((tag >>> 4) & 1) || 10 + (tag >>> 5) > length)
        fail()
      if (r.u8(body + 3) !== 0x9d || r.u8(body + 4) !== 0x01 || r.u8(body + 5) !== 0x2a) fail()
      image = { width: r.u16le(body + 6) & 0x3fff, height: r.u16le(body + 8) & 0x3fff }
    } else if (type === 'VP8L') {
      if (length < 5 || r.u8(body) !== 0x2f) fail()
      const bits = r.u32le(body + 1)
      if (bits >>> 29 !== 0) fail() // version 0
      image = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
    } else if (type === 'VP8X') {
      if (!first || length < 10) fail()
      canvas = { width: r.u24le(body + 4) + 1, height: r.u24le(body + 7) + 1 }
    } else if (type === 'ANMF') {
      if (!canvas) fail()
      image = image ?? canvas
    } else if (first) {
      fail()
    }
    first = false
    at = body + length + (length & 1)
  }
  if (at !== riffEnd && at !== riffEnd + 1) fail()
  const size = canvas ?? image
  if (!image || !size || !size.width || !size.height) fail()
  return { type: 'image/webp', ...size }
}

// AVIF: ISO base media boxes that chain exactly to the file's end, `ftyp` first naming an AVIF brand, then the
// `meta` box that describes the image and the `mdat` box that holds it; the size is the primary image's.
function avif(r: Reader): CheckedPhoto {
  let at = 0
  const boxes: string[] = []
  while (at < r.length) {
    let size = r.u32be(at)
    const type = r.ascii(at + 4, 4)
    if (size === 1) size = r.u32be(at + 8) * 0x100000000 + r.u32be(at + 12)
    else if (size === 0) size = r.length - at
    if (size < 8 || !r.has(at, size)) fail()
    if (boxes.length === 0) {
      if (type !== 'ftyp' || size < 16) fail()
      const brands = [r.ascii(at + 8, 4)]
      for (let b = at + 16; b + 4 <= at + size; b += 4) brands.push(r.ascii(b, 4))
      if (!brands.some((brand) => brand === 'avif' || brand === 'avis')) fail()
    }
    boxes.push(type)
    at += size
  }
  if (!boxes.includes('meta') || !boxes.includes('mdat')) fail()
  const { width, height } = imageSize(r.bytes) // the primary item's `ispe`
  if (!width || !height) fail()
  return { type: 'image/avif', width, height }
}
