import type { ProductArtInput as ArtInput } from '~/contract/catalog'
// Product artwork drawn from the product's attributes (no external images): bottles tinted by wine
// type with a label, spirit bottles by kind, cheeses, charcuterie, jars and wooden gift boxes.
// Pure: attributes in, SVG text out. Served by /img/p/{slug}.svg (card) and /img/c/{slug}.svg (page cover).

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
/** The monogram of a label: first capital of the house name without its 'Viña', 'Château'… prefix. */
function initial(name: string): string {
  const rest = name.replace(
    /^(Viña|Bodegas?|Château|Domaine|Champagne|Maison|Quinta|Tenuta|Cantina|Fattoria|Celler|Caves|Herdade|Weingut|Cascina)\s+/i,
    '',
  )
  return (/\p{Lu}/u.exec(rest)?.[0] ?? rest.charAt(0)).toUpperCase()
}

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s)

/** Small stable hash for per-product variation (label colour, ribbon). */
function hash(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

const WINE_GLASS: Record<string, { glass: string; liquid: string; shine: string; capsule: string }> = {
  tinto: { glass: '#2a1016', liquid: '#5b1a2c', shine: '#7d3a4a', capsule: '#5b1a2c' },
  blanco: { glass: '#b9bd7a', liquid: '#e9dc8f', shine: '#f3efc4', capsule: '#c8a64a' },
  rosado: { glass: '#f1c6c6', liquid: '#e98c98', shine: '#fbe3e3', capsule: '#d77f8c' },
  espumante: { glass: '#23381f', liquid: '#2f4a29', shine: '#557a4d', capsule: '#c9a24a' },
  dulce: { glass: '#6b3d12', liquid: '#c98a2b', shine: '#e4b76a', capsule: '#8a5a1c' },
  naranjo: { glass: '#c9883b', liquid: '#e3a04c', shine: '#f3cf95', capsule: '#a8632a' },
}

const LABEL_TINTS = ['#f7f1e8', '#fffdf9', '#efe4d2', '#f3ead9', '#e9efe6', '#f4e9ea']
const ACCENTS = ['#5b1a2c', '#b8893b', '#2f4a3a', '#243b5a', '#7a3b1c', '#3f0f1d']

function frame(w: number, h: number, body: string, bg: string, cover: boolean): string {
  const backdrop = cover
    ? `<rect width="${w}" height="${h}" fill="${bg}"/><circle cx="${w / 2}" cy="${h * 0.55}" r="${w * 0.36}" fill="#fff" opacity=".55"/><ellipse cx="${w / 2}" cy="${h * 0.93}" rx="${w * 0.3}" ry="${h * 0.025}" fill="#000" opacity=".08"/>`
    : `<rect width="${w}" height="${h}" fill="${bg}"/><ellipse cx="${w / 2}" cy="${h * 0.93}" rx="${w * 0.28}" ry="${h * 0.03}" fill="#000" opacity=".08"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">${backdrop}${body}</svg>`
}

function wineBottle(a: ArtInput, cx: number, top: number, scale: number): string {
  const c = WINE_GLASS[a.tipo] ?? WINE_GLASS.tinto!
  const h = hash(a.name)
  const labelBg = LABEL_TINTS[h % LABEL_TINTS.length]!
  const accent = ACCENTS[(h >>> 3) % ACCENTS.length]!
  const s = scale
  const x = (v: number) => cx + v * s
  const y = (v: number) => top + v * s
  const burgundy = a.variety === 'Pinot Noir' || a.variety === 'Chardonnay' || a.tipo === 'espumante'
  const half = a.volume_ml !== null && a.volume_ml !== undefined && a.volume_ml < 500
  const shoulder = burgundy ? 'C-34,86 -38,104 -38,124' : 'C-12,80 -38,88 -38,112'
  const shoulderR = burgundy ? 'C38,104 34,86 14,58' : 'C38,88 12,80 12,58'
  const bodyTop = half ? 40 : 0
  const path = `M${x(-12)},${y(8 + bodyTop)} L${x(-12)},${y(58 + bodyTop)} ${shoulder.replace(
    /(-?\d+),(-?\d+)/g,
    (_m, px, py) => `${x(Number(px))},${y(Number(py) + bodyTop)}`,
  )} L${x(-38)},${y(300)} Q${x(-38)},${y(312)} ${x(-26)},${y(312)} L${x(26)},${y(312)} Q${x(38)},${y(312)} ${x(38)},${y(300)} L${x(38)},${y(124 + bodyTop)} ${shoulderR.replace(
    /(-?\d+),(-?\d+)/g,
    (_m, px, py) => `${x(Number(px))},${y(Number(py) + bodyTop)}`,
  )} L${x(12)},${y(8 + bodyTop)} Z`
  const capsuleH = a.tipo === 'espumante' ? 62 : 40
  const brand = cut(a.brand ?? '', 18)
  const line = cut(a.variety ?? a.name_card ?? a.name, 18)
  const ly = 178
  return `
    <path d="${path}" fill="${c.glass}"/>
    <path d="M${x(-30)},${y(150)} L${x(-30)},${y(298)} Q${x(-30)},${y(304)} ${x(-24)},${y(304)} L${x(-20)},${y(304)} L${x(-20)},${y(150)} Z" fill="${c.shine}" opacity=".35"/>
    <rect x="${x(-13)}" y="${y(4 + bodyTop)}" width="${26 * s}" height="${capsuleH * s}" rx="${3 * s}" fill="${c.capsule}"/>
    <rect x="${x(-13)}" y="${y(capsuleH - 4 + bodyTop)}" width="${26 * s}" height="${4 * s}" fill="#000" opacity=".18"/>
    <rect x="${x(-33)}" y="${y(ly)}" width="${66 * s}" height="${86 * s}" rx="${3 * s}" fill="${labelBg}"/>
    <rect x="${x(-29)}" y="${y(ly + 4)}" width="${58 * s}" height="${78 * s}" rx="${2 * s}" fill="none" stroke="${accent}" stroke-width="${0.8 * s}"/>
    <text x="${cx}" y="${y(ly + 24)}" text-anchor="middle" font-family="Georgia, serif" font-size="${15 * s}" font-weight="700" fill="${accent}">${esc(initial(a.brand ?? a.name))}</text>
    <text x="${cx}" y="${y(ly + 40)}" text-anchor="middle" font-family="Georgia, serif" font-size="${6.2 * s}" fill="#211a17">${esc(brand)}</text>
    <line x1="${x(-18)}" x2="${x(18)}" y1="${y(ly + 47)}" y2="${y(ly + 47)}" stroke="${accent}" stroke-width="${0.6 * s}"/>
    <text x="${cx}" y="${y(ly + 58)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${5.4 * s}" letter-spacing="${0.3 * s}" fill="#6d625c">${esc(line.toUpperCase())}</text>
    ${a.year ? `<text x="${cx}" y="${y(ly + 72)}" text-anchor="middle" font-family="Georgia, serif" font-size="${7 * s}" fill="${accent}">${a.year}</text>` : ''}`
}

const SPIRIT: Record<string, { glass: string; liquid: string; shape: 'square' | 'tall' | 'round' | 'slim' }> = {
  whisky: { glass: '#d8c9a8', liquid: '#b8702a', shape: 'square' },
  ron: { glass: '#cdb99a', liquid: '#7a3b1c', shape: 'square' },
  gin: { glass: '#d9eef0', liquid: '#cfe7ea', shape: 'tall' },
  vodka: { glass: '#e9f0f3', liquid: '#f3f7f9', shape: 'tall' },
  pisco: { glass: '#e3ecea', liquid: '#eef3e6', shape: 'slim' },
  tequila: { glass: '#e6dcc4', liquid: '#e2b860', shape: 'square' },
  mezcal: { glass: '#d6d2bf', liquid: '#e7e0c2', shape: 'slim' },
  cognac: { glass: '#d7c1a0', liquid: '#9c4f1a', shape: 'round' },
  licor: { glass: '#d9c6cf', liquid: '#8a2e45', shape: 'round' },
}

function spiritBottle(a: ArtInput, cx: number, top: number, s: number): string {
  const c = SPIRIT[a.tipo] ?? SPIRIT.licor!
  const accent = ACCENTS[hash(a.name) % ACCENTS.length]!
  const x = (v: number) => cx + v * s
  const y = (v: number) => top + v * s
  let body: string
  let labelY = 190
  switch (c.shape) {
    case 'square':
      body = `<rect x="${x(-44)}" y="${y(110)}" width="${88 * s}" height="${200 * s}" rx="${10 * s}" fill="${c.glass}"/><rect x="${x(-40)}" y="${y(140)}" width="${80 * s}" height="${166 * s}" rx="${8 * s}" fill="${c.liquid}"/><rect x="${x(-12)}" y="${y(60)}" width="${24 * s}" height="${54 * s}" fill="${c.glass}"/><rect x="${x(-15)}" y="${y(40)}" width="${30 * s}" height="${26 * s}" rx="${4 * s}" fill="#3a2a1e"/>`
      break
    case 'round':
      labelY = 205
      body = `<ellipse cx="${cx}" cy="${y(230)}" rx="${58 * s}" ry="${80 * s}" fill="${c.glass}"/><ellipse cx="${cx}" cy="${y(240)}" rx="${53 * s}" ry="${68 * s}" fill="${c.liquid}"/><rect x="${x(-11)}" y="${y(90)}" width="${22 * s}" height="${70 * s}" fill="${c.glass}"/><rect x="${x(-14)}" y="${y(66)}" width="${28 * s}" height="${30 * s}" rx="${4 * s}" fill="${accent}"/>`
      break
    case 'slim':
      body = `<path d="M${x(-10)},${y(40)} L${x(-10)},${y(100)} C${x(-10)},${y(130)} ${x(-32)},${y(140)} ${x(-32)},${y(170)} L${x(-32)},${y(306)} L${x(32)},${y(306)} L${x(32)},${y(170)} C${x(32)},${y(140)} ${x(10)},${y(130)} ${x(10)},${y(100)} L${x(10)},${y(40)} Z" fill="${c.glass}"/><rect x="${x(-28)}" y="${y(170)}" width="${56 * s}" height="${132 * s}" fill="${c.liquid}"/><rect x="${x(-11)}" y="${y(30)}" width="${22 * s}" height="${28 * s}" rx="${3 * s}" fill="${accent}"/>`
      break
    default:
      body = `<rect x="${x(-36)}" y="${y(96)}" width="${72 * s}" height="${212 * s}" rx="${14 * s}" fill="${c.glass}"/><rect x="${x(-32)}" y="${y(120)}" width="${64 * s}" height="${184 * s}" rx="${10 * s}" fill="${c.liquid}" opacity=".8"/><rect x="${x(-12)}" y="${y(52)}" width="${24 * s}" height="${48 * s}" fill="${c.glass}"/><rect x="${x(-15)}" y="${y(34)}" width="${30 * s}" height="${24 * s}" rx="${4 * s}" fill="${accent}"/>`
  }
  return `${body}
    <rect x="${x(-30)}" y="${y(labelY)}" width="${60 * s}" height="${62 * s}" rx="${3 * s}" fill="#fffdf9" stroke="${accent}" stroke-width="${0.8 * s}"/>
    <text x="${cx}" y="${y(labelY + 20)}" text-anchor="middle" font-family="Georgia, serif" font-size="${7.5 * s}" font-weight="700" fill="${accent}">${esc(cut(a.tipo.toUpperCase(), 10))}</text>
    <text x="${cx}" y="${y(labelY + 34)}" text-anchor="middle" font-family="Georgia, serif" font-size="${5.6 * s}" fill="#211a17">${esc(cut(a.brand ?? '', 17))}</text>
    <text x="${cx}" y="${y(labelY + 47)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${4.6 * s}" fill="#6d625c">${esc(cut(a.name_card ?? '', 22))}</text>`
}

function gourmetArt(a: ArtInput, cx: number, cy: number, s: number): string {
  const x = (v: number) => cx + v * s
  const y = (v: number) => cy + v * s
  const accent = ACCENTS[hash(a.name) % ACCENTS.length]!
  const tag = (text: string) =>
    `<rect x="${x(-70)}" y="${y(96)}" width="${140 * s}" height="${26 * s}" rx="${13 * s}" fill="#fffdf9" stroke="${accent}" stroke-width="${0.8 * s}"/><text x="${cx}" y="${y(113)}" text-anchor="middle" font-family="Georgia, serif" font-size="${9 * s}" fill="${accent}">${esc(cut(text, 26))}</text>`
  switch (a.tipo) {
    case 'quesos': {
      const blue = a.cheese_type === 'azul'
      const soft =
        a.cheese_type === 'pasta-blanda' ||
        a.cheese_type === 'corteza-lavada' ||
        a.cheese_type === 'cabra' ||
        a.cheese_type === 'fresco'
      const paste = blue ? '#f1ead4' : soft ? '#f6ecd0' : '#f0c85a'
      const rind = a.cheese_type === 'corteza-lavada' ? '#d98b3a' : soft ? '#fbf8ee' : '#c98f2b'
      const veins = blue
        ? [
            [-60, 20],
            [-40, 45],
            [-20, 5],
            [0, 35],
            [20, -5],
            [35, 50],
            [55, 15],
            [70, 40],
            [-70, 55],
            [10, 60],
            [-45, 10],
          ]
            .map(
              ([vx, vy], i) =>
                `<path d="M${x(vx!)},${y(vy!)} l${(4 + (i % 3) * 3) * s},${(i % 2 ? 3 : -2) * s} l${3 * s},${4 * s}" stroke="#51707f" stroke-width="${(2.5 + (i % 2)) * s}" stroke-linecap="round" fill="none" opacity=".75"/>`,
            )
            .join('')
        : ''
      const holes =
        !blue && !soft
          ? `<circle cx="${x(-30)}" cy="${y(30)}" r="${7 * s}" fill="#d9a93c"/><circle cx="${x(10)}" cy="${y(50)}" r="${5 * s}" fill="#d9a93c"/><circle cx="${x(30)}" cy="${y(20)}" r="${4 * s}" fill="#d9a93c"/>`
          : ''
      return `<ellipse cx="${cx}" cy="${y(78)}" rx="${110 * s}" ry="${14 * s}" fill="#8a5a2b" opacity=".55"/>
        <path d="M${x(-90)},${y(70)} L${x(-90)},${y(0)} L${x(90)},${y(-40)} L${x(90)},${y(70)} Z" fill="${paste}"/>
        <path d="M${x(-90)},${y(0)} L${x(90)},${y(-40)} L${x(90)},${y(-30)} L${x(-90)},${y(10)} Z" fill="${rind}"/>
        <path d="M${x(90)},${y(-40)} L${x(90)},${y(70)}" stroke="${rind}" stroke-width="${8 * s}"/>${veins}${holes}${tag(a.name_card ?? a.name)}`
    }
    case 'charcuteria':
      return `<ellipse cx="${cx}" cy="${y(40)}" rx="${120 * s}" ry="${50 * s}" fill="#a4703e"/><ellipse cx="${cx}" cy="${y(34)}" rx="${112 * s}" ry="${44 * s}" fill="#c08a52"/>
        ${[-60, -20, 20, 60].map((dx, i) => `<circle cx="${x(dx)}" cy="${y(30 + (i % 2) * 10)}" r="${24 * s}" fill="#b3363f"/><circle cx="${x(dx)}" cy="${y(30 + (i % 2) * 10)}" r="${24 * s}" fill="url(#fat)" opacity=".9"/>`).join('')}
        <defs><pattern id="fat" width="${10 * s}" height="${10 * s}" patternUnits="userSpaceOnUse"><circle cx="${3 * s}" cy="${3 * s}" r="${1.6 * s}" fill="#f4d9d0"/></pattern></defs>${tag(a.name_card ?? a.name)}`
    case 'aceites':
      return `<path d="M${x(-12)},${y(-150)} L${x(-12)},${y(-90)} C${x(-12)},${y(-70)} ${x(-36)},${y(-60)} ${x(-36)},${y(-30)} L${x(-36)},${y(80)} L${x(36)},${y(80)} L${x(36)},${y(-30)} C${x(36)},${y(-60)} ${x(12)},${y(-70)} ${x(12)},${y(-90)} L${x(12)},${y(-150)} Z" fill="#6f7d2a"/>
        <rect x="${x(-32)}" y="${y(-20)}" width="${64 * s}" height="${96 * s}" fill="#b9b13a" opacity=".65"/><rect x="${x(-13)}" y="${y(-160)}" width="${26 * s}" height="${22 * s}" rx="${3 * s}" fill="#2f4a3a"/>
        <rect x="${x(-30)}" y="${y(0)}" width="${60 * s}" height="${54 * s}" rx="${3 * s}" fill="#fffdf9"/><path d="M${x(-10)},${y(24)} q${10 * s},${-16 * s} ${20 * s},0" stroke="#2f4a3a" stroke-width="${2 * s}" fill="none"/><circle cx="${cx}" cy="${y(32)}" r="${5 * s}" fill="#6f7d2a"/>${tag(a.name_card ?? a.name)}`
    case 'chocolates':
      return `<g transform="rotate(-8 ${cx} ${cy})"><rect x="${x(-90)}" y="${y(-50)}" width="${180 * s}" height="${110 * s}" rx="${6 * s}" fill="#4a2616"/>
        ${[0, 1, 2].map((r) => [0, 1, 2, 3].map((c2) => `<rect x="${x(-84 + c2 * 43)}" y="${y(-44 + r * 34)}" width="${38 * s}" height="${30 * s}" rx="${3 * s}" fill="#5e321d"/>`).join('')).join('')}
        <rect x="${x(-20)}" y="${y(-56)}" width="${130 * s}" height="${122 * s}" fill="${accent}"/><rect x="${x(-10)}" y="${y(-20)}" width="${110 * s}" height="${40 * s}" fill="#fffdf9"/>
        <text x="${x(45)}" y="${y(5)}" text-anchor="middle" font-family="Georgia, serif" font-size="${11 * s}" fill="${accent}">CACAO</text></g>${tag(a.name_card ?? a.name)}`
    case 'frutos-secos':
      return `<path d="M${x(-100)},${y(-10)} Q${cx},${y(110)} ${x(100)},${y(-10)} Z" fill="#8a5a2b"/>
        ${Array.from({ length: 14 }, (_, i) => `<ellipse cx="${x(-70 + (i % 7) * 23)}" cy="${y(-18 - Math.floor(i / 7) * 14)}" rx="${12 * s}" ry="${8 * s}" fill="${i % 3 === 0 ? '#c48a4a' : i % 3 === 1 ? '#a8682e' : '#d9b27a'}"/>`).join('')}${tag(a.name_card ?? a.name)}`
    default: {
      const fill = a.tipo === 'dulces' ? '#d9962b' : a.tipo === 'conservas' ? '#9c3b2a' : '#b8893b'
      return `<rect x="${x(-52)}" y="${y(-70)}" width="${104 * s}" height="${150 * s}" rx="${16 * s}" fill="#e7e3da" opacity=".9"/><rect x="${x(-46)}" y="${y(-40)}" width="${92 * s}" height="${114 * s}" rx="${12 * s}" fill="${fill}"/>
        <rect x="${x(-56)}" y="${y(-96)}" width="${112 * s}" height="${30 * s}" rx="${6 * s}" fill="${accent}"/><rect x="${x(-40)}" y="${y(-6)}" width="${80 * s}" height="${48 * s}" rx="${4 * s}" fill="#fffdf9"/>
        <text x="${cx}" y="${y(23)}" text-anchor="middle" font-family="Georgia, serif" font-size="${9 * s}" fill="${accent}">${esc(cut(a.brand ?? '', 14))}</text>${tag(a.name_card ?? a.name)}`
    }
  }
}

function boxArt(a: ArtInput, cx: number, cy: number, s: number): string {
  const x = (v: number) => cx + v * s
  const y = (v: number) => cy + v * s
  const ribbon = ['#5b1a2c', '#b8893b', '#2f4a3a'][hash(a.name) % 3]!
  const bottles = Math.min(Math.max(a.units_per_box ?? 3, 2), 6)
  const tint = (
    WINE_GLASS[a.tipo === 'blancos' ? 'blanco' : a.tipo === 'espumantes' ? 'espumante' : 'tinto'] ?? WINE_GLASS.tinto!
  ).glass
  const necks = Array.from({ length: bottles }, (_, i) => {
    const bx = -100 + (200 / (bottles + 1)) * (i + 1)
    return `<rect x="${x(bx - 8)}" y="${y(-120)}" width="${16 * s}" height="${60 * s}" rx="${3 * s}" fill="${a.tipo === 'gourmet' && i % 2 ? '#d9b27a' : tint}"/><rect x="${x(bx - 8)}" y="${y(-128)}" width="${16 * s}" height="${18 * s}" rx="${2 * s}" fill="${ribbon}"/>`
  }).join('')
  return `${necks}
    <rect x="${x(-120)}" y="${y(-70)}" width="${240 * s}" height="${150 * s}" rx="${4 * s}" fill="#b07a45"/>
    ${[0, 1, 2, 3, 4].map((i) => `<line x1="${x(-120)}" x2="${x(120)}" y1="${y(-40 + i * 28)}" y2="${y(-40 + i * 28)}" stroke="#8f5f33" stroke-width="${1.2 * s}"/>`).join('')}
    <rect x="${x(-120)}" y="${y(-70)}" width="${240 * s}" height="${18 * s}" fill="#9a6536"/>
    <rect x="${x(-12)}" y="${y(-70)}" width="${24 * s}" height="${150 * s}" fill="${ribbon}"/>
    <rect x="${x(-70)}" y="${y(-10)}" width="${140 * s}" height="${46 * s}" rx="${3 * s}" fill="#fffdf9"/>
    <text x="${cx}" y="${y(10)}" text-anchor="middle" font-family="Georgia, serif" font-size="${10 * s}" font-weight="700" fill="${ribbon}">${esc(cut((a.name_card ?? a.name).replace(/^Caja\s+/, ''), 24))}</text>
    <text x="${cx}" y="${y(26)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${6.5 * s}" letter-spacing="${0.5 * s}" fill="#6d625c">VINOTECA ANDES</text>`
}

const BACKGROUNDS: Record<string, string> = {
  'App\\Models\\Wine': '#f4ede3',
  'App\\Models\\Alcohol': '#eef0ee',
  'App\\Models\\GourmetProduct': '#f5efe1',
  'App\\Models\\Box': '#efe7dc',
}

/** The SVG of a product: 'card' is 240×300 (lists), 'cover' 640×720 (product page). */
export function productArt(a: ArtInput, variant: 'card' | 'cover' = 'card'): string {
  const cover = variant === 'cover'
  const [w, h] = cover ? [640, 720] : [240, 300]
  const bg = BACKGROUNDS[a.product_type] ?? '#f4ede3'
  let body: string
  if (a.product_type === 'App\\Models\\Wine') body = wineBottle(a, w / 2, cover ? 40 : 14, cover ? 2.05 : 0.86)
  else if (a.product_type === 'App\\Models\\Alcohol')
    body = spiritBottle(a, w / 2, cover ? 40 : 12, cover ? 2.05 : 0.86)
  else if (a.product_type === 'App\\Models\\Box') body = boxArt(a, w / 2, h * 0.58, cover ? 2.3 : 0.86)
  else body = gourmetArt(a, w / 2, h * 0.5, cover ? 2.4 : 0.95)
  return frame(w, h, body, bg, cover)
}
