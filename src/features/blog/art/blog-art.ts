import type { BlogArtInput } from '~/contract/blog'

// Blog artwork drawn from the article's category (no external images, no text in the picture): a wine glass and
// bottle for pairings, a grape bunch for grape guides, Andes ridges and vine rows for valleys, a bottle rack and
// thermometer for serving and cellar, a coupe with a lemon wheel for cocktails, a cheese wedge for gourmet.
// Pure: attributes in, SVG text out. Served by /img/b/{slug}.svg (card) and /img/b/{slug}.wide.svg (cover).

export type BlogArtVariant = 'card' | 'wide'

interface Palette {
  bg: string
  bg2: string
  ink: string
  accent: string
  light: string
}

/** Tints per category, from the shop's wine-red / cream / gold palette (src/styles/tokens.css). */
const PALETTES: Record<string, Palette> = {
  maridajes: { bg: '#5b1a2c', bg2: '#3f0f1d', ink: '#f7f1e8', accent: '#b8893b', light: '#8a2e45' },
  cepas: { bg: '#3d2447', bg2: '#2a1733', ink: '#f3ead9', accent: '#b8893b', light: '#6b3f7a' },
  'valles-y-regiones': { bg: '#2f4a3a', bg2: '#1f3428', ink: '#f7f1e8', accent: '#d9b36a', light: '#557a4d' },
  'servicio-y-cava': { bg: '#243b5a', bg2: '#172840', ink: '#f7f1e8', accent: '#b8893b', light: '#3f5f86' },
  cocteleria: { bg: '#b8893b', bg2: '#8a6424', ink: '#fffdf9', accent: '#5b1a2c', light: '#d9b36a' },
  'quesos-y-gourmet': { bg: '#efe4d2', bg2: '#e2d2b8', ink: '#5b1a2c', accent: '#b8893b', light: '#f7f1e8' },
}
const FALLBACK = PALETTES.maridajes!

/** Small stable hash for per-article variation. */
export function hash(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

export function paletteFor(category: string): Palette {
  return PALETTES[category] ?? FALLBACK
}

// Each motif is drawn in a 400×400 box centred on (200, 200).
function pairing(c: Palette): string {
  return `<path d="M150 90h80c0 70-10 110-40 120v80h36v14h-86v-14h36v-80c-30-10-40-50-26-120z" fill="none" stroke="${c.ink}" stroke-width="7" stroke-linejoin="round"/>
    <path d="M156 150h68c-4 34-16 52-34 56-18-4-30-22-34-56z" fill="${c.accent}" opacity=".9"/>
    <path d="M262 60h24v40c18 10 26 24 26 46v170h-76v-170c0-22 8-36 26-46z" fill="${c.bg2}" stroke="${c.ink}" stroke-width="5"/>
    <rect x="244" y="190" width="60" height="70" rx="4" fill="${c.ink}" opacity=".9"/>
    <rect x="256" y="210" width="36" height="4" fill="${c.accent}"/><rect x="256" y="222" width="28" height="3" fill="${c.bg}"/>
    <ellipse cx="200" cy="330" rx="150" ry="10" fill="#000" opacity=".15"/>`
}

function grapes(c: Palette, h: number): string {
  const rows = [5, 4, 4, 3, 2, 1]
  let berries = ''
  rows.forEach((n, r) => {
    for (let i = 0; i < n; i++) {
      const x = 200 + (i - (n - 1) / 2) * 34 + (r % 2 ? 4 : -4)
      const y = 140 + r * 30
      berries += `<circle cx="${x}" cy="${y}" r="19" fill="${(i + r + h) % 3 ? c.light : c.accent}" stroke="${c.bg2}" stroke-width="3"/>`
      berries += `<circle cx="${x - 6}" cy="${y - 6}" r="5" fill="${c.ink}" opacity=".35"/>`
    }
  })
  return `<path d="M200 120c0-30 10-50 30-62" fill="none" stroke="${c.ink}" stroke-width="7" stroke-linecap="round"/>
    <path d="M226 66c30-30 80-24 96 4-34 4-44 30-70 30-18 0-28-14-26-34z" fill="${c.accent}" opacity=".85"/>
    <path d="M232 84c24-10 46-10 70-8" stroke="${c.bg2}" stroke-width="3" fill="none"/>${berries}`
}

function valleys(c: Palette, h: number): string {
  const sunX = 110 + (h % 180)
  return `<circle cx="${sunX}" cy="110" r="34" fill="${c.accent}" opacity=".9"/>
    <path d="M0 250l70-90 50 50 70-110 60 80 40-40 110 110v150h-400z" fill="${c.light}"/>
    <path d="M180 100l20 26-14-6-6 14-12-18z" fill="${c.ink}" opacity=".9"/>
    <path d="M0 290c80-40 180-40 400-10v120h-400z" fill="${c.bg2}"/>
    ${[0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<path d="M${-20 + i * 20} ${400} L${120 + i * 40} ${300 - i * 2}" stroke="${c.accent}" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round" opacity=".9"/>`,
      )
      .join('')}`
}

function cellar(c: Palette): string {
  let rack = ''
  for (let r = 0; r < 3; r++) {
    for (let i = 0; i < 4; i++) {
      const x = 100 + i * 56 + (r % 2 ? 28 : 0)
      const y = 150 + r * 56
      rack += `<circle cx="${x}" cy="${y}" r="24" fill="${c.bg2}" stroke="${c.ink}" stroke-width="4"/><circle cx="${x}" cy="${y}" r="9" fill="${(i + r) % 3 ? c.light : c.accent}"/>`
    }
  }
  return `<rect x="64" y="112" width="272" height="190" rx="10" fill="none" stroke="${c.ink}" stroke-width="5" opacity=".6"/>${rack}
    <rect x="322" y="70" width="26" height="200" rx="13" fill="${c.ink}"/><circle cx="335" cy="284" r="24" fill="${c.ink}"/>
    <rect x="330" y="150" width="10" height="124" fill="${c.accent}"/><circle cx="335" cy="284" r="16" fill="${c.accent}"/>`
}

function cocktail(c: Palette): string {
  return `<path d="M110 130h180c-6 60-44 96-90 100-46-4-84-40-90-100z" fill="${c.ink}" opacity=".95"/>
    <path d="M118 142h164c-8 40-40 70-82 74-42-4-74-34-82-74z" fill="${c.light}"/>
    <path d="M118 142h164c-2 10-6 18-10 24h-144c-4-6-8-14-10-24z" fill="#fffdf9"/>
    <path d="M200 230v80m-50 10h100" stroke="${c.ink}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="290" cy="124" r="40" fill="#f3e27a" stroke="${c.ink}" stroke-width="5"/>
    <circle cx="290" cy="124" r="28" fill="none" stroke="#fffdf9" stroke-width="3"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M290 124 L${290 + 28 * Math.cos((i * Math.PI) / 3)} ${124 + 28 * Math.sin((i * Math.PI) / 3)}" stroke="#fffdf9" stroke-width="3"/>`).join('')}
    <circle cx="150" cy="90" r="6" fill="${c.ink}" opacity=".6"/><circle cx="178" cy="70" r="4" fill="${c.ink}" opacity=".5"/>`
}

function cheese(c: Palette, h: number): string {
  const holes = [
    [150, 230, 14],
    [210, 260, 10],
    [250, 214, 16],
    [190, 200, 7],
    [290, 256, 9],
  ]
  return `<ellipse cx="200" cy="320" rx="160" ry="14" fill="#000" opacity=".08"/>
    <path d="M60 300l60-130 240 60v70z" fill="#f0c75e" stroke="${c.ink}" stroke-width="5" stroke-linejoin="round"/>
    <path d="M120 170l240 60" stroke="${c.ink}" stroke-width="5"/><path d="M60 300h300" stroke="#d9a93a" stroke-width="10"/>
    ${holes.map(([x, y, r], i) => `<ellipse cx="${x! + ((h >> i) % 8)}" cy="${y}" rx="${r}" ry="${r! * 0.7}" fill="#d9a93a"/>`).join('')}
    <circle cx="92" cy="130" r="20" fill="#55612b"/><circle cx="86" cy="124" r="6" fill="#fff" opacity=".4"/>
    <circle cx="320" cy="130" r="26" fill="${c.ink}" opacity=".9"/><circle cx="312" cy="122" r="7" fill="#fff" opacity=".3"/>`
}

function oliveOil(c: Palette): string {
  return `<ellipse cx="200" cy="330" rx="150" ry="10" fill="#000" opacity=".08"/>
    <path d="M150 70h36v40c26 14 34 36 34 60v150h-104v-150c0-24 8-46 34-60z" fill="#55612b" stroke="${c.ink}" stroke-width="5"/>
    <rect x="146" y="56" width="44" height="22" rx="4" fill="${c.accent}" stroke="${c.ink}" stroke-width="4"/>
    <rect x="130" y="200" width="76" height="70" rx="6" fill="#f7f1e8" stroke="${c.ink}" stroke-width="3"/>
    <path d="M150 236c10-20 26-20 36 0-10 14-26 14-36 0z" fill="#8b9a3c"/>
    ${[
      [270, 270],
      [300, 292],
      [250, 300],
    ]
      .map(
        ([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="22" ry="16" fill="#55612b" stroke="${c.ink}" stroke-width="3"/>`,
      )
      .join('')}
    <path d="M250 250c20-30 50-40 80-36" stroke="${c.ink}" stroke-width="4" fill="none"/>
    <path d="M300 216c14-14 34-12 40 0-14 8-28 8-40 0z" fill="#8b9a3c"/>`
}

function charcuterie(c: Palette): string {
  return `<ellipse cx="200" cy="320" rx="170" ry="14" fill="#000" opacity=".08"/>
    <rect x="40" y="250" width="320" height="60" rx="30" fill="#9a6a3a" stroke="${c.ink}" stroke-width="4"/>
    <rect x="330" y="266" width="50" height="28" rx="14" fill="#9a6a3a" stroke="${c.ink}" stroke-width="4"/>
    ${[
      [110, 200],
      [180, 180],
      [250, 205],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="46" fill="#a8323e" stroke="${c.ink}" stroke-width="4"/>` +
          [0, 1, 2, 3, 4]
            .map(
              (i) =>
                `<circle cx="${x! - 20 + ((i * 17) % 40)}" cy="${y! - 18 + ((i * 23) % 36)}" r="6" fill="#f3d6cf"/>`,
            )
            .join(''),
      )
      .join('')}
    <path d="M270 120c40-20 90 10 80 60-40 10-80-20-80-60z" fill="#d98a8a" stroke="${c.ink}" stroke-width="4"/>`
}

function ginGlass(c: Palette): string {
  return `<path d="M120 80h160c10 90-20 150-80 150s-90-60-80-150z" fill="${c.ink}" opacity=".25" stroke="${c.ink}" stroke-width="6"/>
    <path d="M126 140h148c-6 56-34 84-74 84s-68-28-74-84z" fill="#cfe6e0" opacity=".9"/>
    ${[0, 1, 2].map((i) => `<rect x="${150 + i * 34}" y="${150 + (i % 2) * 18}" width="30" height="30" rx="5" fill="#fff" opacity=".8"/>`).join('')}
    <circle cx="230" cy="136" r="10" fill="#3d2447"/><circle cx="214" cy="150" r="8" fill="#3d2447"/>
    <path d="M200 230v80m-50 10h100" stroke="${c.ink}" stroke-width="8" stroke-linecap="round"/>
    <path d="M250 60c20 20 20 60 0 90" stroke="#55612b" stroke-width="5" fill="none"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M250 ${70 + i * 20}l14-8m-14 8l-14-8" stroke="#55612b" stroke-width="4"/>`).join('')}`
}

function motif(category: string, c: Palette, h: number, tags: string[] = []): string {
  if (category === 'quesos-y-gourmet' && tags.includes('aceite de oliva')) return oliveOil(c)
  if (category === 'quesos-y-gourmet' && tags.includes('charcutería')) return charcuterie(c)
  if (category === 'cocteleria' && tags.includes('gin')) return ginGlass(c)
  switch (category) {
    case 'cepas':
      return grapes(c, h)
    case 'valles-y-regiones':
      return valleys(c, h)
    case 'servicio-y-cava':
      return cellar(c)
    case 'cocteleria':
      return cocktail(c)
    case 'quesos-y-gourmet':
      return cheese(c, h)
    default:
      return pairing(c)
  }
}

/** A quiet pattern behind the motif: scattered dots whose layout depends on the slug. */
function pattern(c: Palette, h: number, w: number, height: number): string {
  let out = ''
  let seed = h
  for (let i = 0; i < 26; i++) {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507) >>> 0
    const x = seed % w
    const y = (seed >>> 11) % height
    const r = 2 + (seed % 5)
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.ink}" opacity=".08"/>`
  }
  return out
}

export function blogArt(input: BlogArtInput, variant: BlogArtVariant): string {
  const c = paletteFor(input.category_slug)
  const h = hash(input.slug)
  const [w, height] = variant === 'wide' ? [1600, 720] : [800, 560]
  // The motif sits right of centre on the wide cover (the page title overlaps nothing: it is set outside the image).
  const scale = variant === 'wide' ? 1.55 : 1.15
  const cx = variant === 'wide' ? w * 0.62 + (h % 120) : w / 2
  const cy = height / 2 + 10
  const flip = h % 2 === 0 ? 1 : -1
  const art = motif(input.category_slug, c, h, input.tags)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${height}" width="${w}" height="${height}" role="img">
  <defs><radialGradient id="g" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="${c.bg}"/><stop offset="1" stop-color="${c.bg2}"/></radialGradient></defs>
  <rect width="${w}" height="${height}" fill="url(#g)"/>${pattern(c, h, w, height)}
  <circle cx="${cx}" cy="${cy}" r="${200 * scale}" fill="${c.ink}" opacity=".06"/>
  <g transform="translate(${cx} ${cy}) scale(${flip * scale} ${scale}) translate(-200 -200)">${art}</g>
</svg>`
}
