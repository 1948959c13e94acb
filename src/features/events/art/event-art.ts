// Event artwork (no external images, like the product art): a date-free illustration tinted by the event's
// category — glasses for tastings, a cheese board for pairings, a notebook and aroma vials for courses, an
// uncorked bottle for launches, notes and a glass for live music. The slug varies the details, so two events
// of one category do not look identical. Pure: input in, SVG text out; served by /img/e/{slug}.svg.

export interface EventArtInput {
  slug: string
  category: string
}

export const EVENT_ART_WIDTH = 1200
export const EVENT_ART_HEIGHT = 750

interface Palette {
  bg: string
  bg2: string
  accent: string
  wine: string
  soft: string
}

const PALETTES: Record<string, Palette> = {
  cata: { bg: '#3f0f1d', bg2: '#6e2238', accent: '#e0b467', wine: '#8a1f3a', soft: '#f7f1e8' },
  maridaje: { bg: '#23382c', bg2: '#3d5e49', accent: '#e9c98f', wine: '#7a1a30', soft: '#f7f1e8' },
  curso: { bg: '#1e2f48', bg2: '#35507a', accent: '#e0b467', wine: '#8a1f3a', soft: '#f3ede2' },
  lanzamiento: { bg: '#5e2c14', bg2: '#9a5126', accent: '#f3d08c', wine: '#e9dc8f', soft: '#fff7ea' },
  musica: { bg: '#1b1512', bg2: '#3d2a22', accent: '#d9a94e', wine: '#7d1f36', soft: '#f7f1e8' },
}

function hash(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

/** A wine glass standing on y (its base), centred on x. */
function glass(x: number, y: number, s: number, wine: string, level = 0.55, tilt = 0): string {
  const bowlTop = y - 300 * s
  const bowlBottom = y - 150 * s
  const w = 70 * s
  const bowl = `M${x - w},${bowlTop} C${x - w - 6 * s},${bowlTop + 90 * s} ${x - w + 10 * s},${bowlBottom} ${x},${bowlBottom} C${x + w - 10 * s},${bowlBottom} ${x + w + 6 * s},${bowlTop + 90 * s} ${x + w},${bowlTop} Z`
  const liquidTop = bowlTop + (1 - level) * 140 * s
  return `<g transform="rotate(${tilt} ${x} ${y})">
    <clipPath id="g${Math.round(x)}${Math.round(y)}"><path d="${bowl}"/></clipPath>
    <rect x="${x - w - 10}" y="${liquidTop}" width="${2 * w + 20}" height="${bowlBottom - liquidTop + 4}" fill="${wine}" clip-path="url(#g${Math.round(x)}${Math.round(y)})"/>
    <ellipse cx="${x}" cy="${liquidTop}" rx="${w * 0.93}" ry="${7 * s}" fill="#fff" opacity=".18" clip-path="url(#g${Math.round(x)}${Math.round(y)})"/>
    <path d="${bowl}" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".85" stroke-width="${4 * s}"/>
    <path d="M${x - w * 0.55},${bowlTop + 30 * s} Q${x - w * 0.7},${bowlTop + 90 * s} ${x - w * 0.35},${bowlBottom - 20 * s}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="${6 * s}" stroke-linecap="round"/>
    <rect x="${x - 4 * s}" y="${bowlBottom}" width="${8 * s}" height="${140 * s}" fill="#fff" opacity=".85"/>
    <ellipse cx="${x}" cy="${y - 4 * s}" rx="${55 * s}" ry="${10 * s}" fill="#fff" opacity=".85"/>
  </g>`
}

function bottle(x: number, y: number, s: number, colour: string, label: string, capsule: string): string {
  return `<g>
    <path d="M${x - 16 * s},${y - 430 * s} L${x - 16 * s},${y - 330 * s} C${x - 16 * s},${y - 290 * s} ${x - 58 * s},${y - 285 * s} ${x - 58 * s},${y - 240 * s} L${x - 58 * s},${y - 14 * s} Q${x - 58 * s},${y} ${x - 44 * s},${y} L${x + 44 * s},${y} Q${x + 58 * s},${y} ${x + 58 * s},${y - 14 * s} L${x + 58 * s},${y - 240 * s} C${x + 58 * s},${y - 285 * s} ${x + 16 * s},${y - 290 * s} ${x + 16 * s},${y - 330 * s} L${x + 16 * s},${y - 430 * s} Z" fill="${colour}"/>
    <rect x="${x - 17 * s}" y="${y - 432 * s}" width="${34 * s}" height="${60 * s}" rx="${4 * s}" fill="${capsule}"/>
    <rect x="${x - 50 * s}" y="${y - 200 * s}" width="${100 * s}" height="${120 * s}" rx="${6 * s}" fill="${label}"/>
    <rect x="${x - 32 * s}" y="${y - 170 * s}" width="${64 * s}" height="${8 * s}" rx="${4 * s}" fill="${capsule}" opacity=".8"/>
    <rect x="${x - 24 * s}" y="${y - 150 * s}" width="${48 * s}" height="${6 * s}" rx="${3 * s}" fill="${capsule}" opacity=".5"/>
    <path d="M${x - 40 * s},${y - 250 * s} L${x - 40 * s},${y - 30 * s}" stroke="#fff" stroke-opacity=".18" stroke-width="${10 * s}" stroke-linecap="round"/>
  </g>`
}

function cheeseBoard(x: number, y: number, s: number, p: Palette): string {
  return `<g>
    <rect x="${x - 230 * s}" y="${y - 34 * s}" width="${460 * s}" height="${34 * s}" rx="${17 * s}" fill="#b98a55"/>
    <rect x="${x + 220 * s}" y="${y - 26 * s}" width="${70 * s}" height="${18 * s}" rx="${9 * s}" fill="#a27744"/>
    <path d="M${x - 200 * s},${y - 34 * s} L${x - 40 * s},${y - 34 * s} L${x - 40 * s},${y - 150 * s} Z" fill="#f1cf6b"/>
    <path d="M${x - 200 * s},${y - 34 * s} L${x - 40 * s},${y - 150 * s}" stroke="#d9b24e" stroke-width="${6 * s}"/>
    <circle cx="${x - 90 * s}" cy="${y - 70 * s}" r="${12 * s}" fill="#d9b24e"/>
    <circle cx="${x - 60 * s}" cy="${y - 105 * s}" r="${8 * s}" fill="#d9b24e"/>
    <circle cx="${x - 130 * s}" cy="${y - 52 * s}" r="${7 * s}" fill="#d9b24e"/>
    <ellipse cx="${x + 70 * s}" cy="${y - 62 * s}" rx="${80 * s}" ry="${30 * s}" fill="${p.soft}"/>
    <rect x="${x - 10 * s}" y="${y - 62 * s}" width="${160 * s}" height="${28 * s}" fill="${p.soft}"/>
    <ellipse cx="${x + 70 * s}" cy="${y - 62 * s}" rx="${80 * s}" ry="${30 * s}" fill="none" stroke="#e2d6c2" stroke-width="${4 * s}"/>
    <circle cx="${x + 180 * s}" cy="${y - 52 * s}" r="${16 * s}" fill="#6b2a4a"/>
    <circle cx="${x + 200 * s}" cy="${y - 64 * s}" r="${14 * s}" fill="#7b3458"/>
    <circle cx="${x + 204 * s}" cy="${y - 44 * s}" r="${13 * s}" fill="#5a2440"/>
  </g>`
}

function note(x: number, y: number, s: number, colour: string, double: boolean): string {
  const head = (cx: number, cy: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${22 * s}" ry="${16 * s}" transform="rotate(-22 ${cx} ${cy})" fill="${colour}"/>`
  if (!double) {
    return `<g>${head(x, y)}<rect x="${x + 17 * s}" y="${y - 120 * s}" width="${7 * s}" height="${120 * s}" fill="${colour}"/><path d="M${x + 24 * s},${y - 120 * s} q${40 * s},${30 * s} ${26 * s},${80 * s} q${4 * s},${-40 * s} ${-26 * s},${-50 * s} Z" fill="${colour}"/></g>`
  }
  const x2 = x + 90 * s
  const y2 = y - 20 * s
  return `<g>${head(x, y)}${head(x2, y2)}<rect x="${x + 17 * s}" y="${y - 130 * s}" width="${7 * s}" height="${130 * s}" fill="${colour}"/><rect x="${x2 + 17 * s}" y="${y2 - 130 * s}" width="${7 * s}" height="${130 * s}" fill="${colour}"/><path d="M${x + 17 * s},${y - 130 * s} L${x2 + 24 * s},${y2 - 130 * s} L${x2 + 24 * s},${y2 - 106 * s} L${x + 17 * s},${y - 106 * s} Z" fill="${colour}"/></g>`
}

function notebook(x: number, y: number, s: number, p: Palette): string {
  const lines = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${x - 190 * s}" y="${y - 150 * s + i * 24 * s}" width="${150 * s}" height="${5 * s}" rx="${2 * s}" fill="${p.bg2}" opacity=".45"/><rect x="${x + 30 * s}" y="${y - 150 * s + i * 24 * s}" width="${(120 - (i % 2) * 40) * s}" height="${5 * s}" rx="${2 * s}" fill="${p.bg2}" opacity=".45"/>`,
    )
    .join('')
  const vials = [0, 1, 2]
    .map((i) => {
      const vx = x + 250 * s + i * 52 * s
      const colours = ['#e3a04c', '#8a2e45', '#b9bd7a']
      return `<rect x="${vx - 16 * s}" y="${y - 150 * s}" width="${32 * s}" height="${150 * s}" rx="${14 * s}" fill="#fff" opacity=".85"/><rect x="${vx - 12 * s}" y="${y - 90 * s}" width="${24 * s}" height="${86 * s}" rx="${10 * s}" fill="${colours[i]}"/><rect x="${vx - 18 * s}" y="${y - 170 * s}" width="${36 * s}" height="${26 * s}" rx="${5 * s}" fill="${p.accent}"/>`
    })
    .join('')
  return `<g>
    <path d="M${x - 220 * s},${y} L${x - 220 * s},${y - 200 * s} Q${x - 110 * s},${y - 230 * s} ${x},${y - 200 * s} Q${x + 110 * s},${y - 230 * s} ${x + 220 * s},${y - 200 * s} L${x + 220 * s},${y} Q${x + 110 * s},${y - 30 * s} ${x},${y} Q${x - 110 * s},${y - 30 * s} ${x - 220 * s},${y} Z" fill="${p.soft}"/>
    <path d="M${x},${y - 200 * s} L${x},${y}" stroke="#d8cbb6" stroke-width="${4 * s}"/>
    ${lines}
    <path d="M${x + 150 * s},${y - 40 * s} L${x + 200 * s},${y - 190 * s}" stroke="${p.accent}" stroke-width="${10 * s}" stroke-linecap="round"/>
    ${vials}
  </g>`
}

function chalkboard(x: number, y: number, p: Palette): string {
  const grapes = [
    [0, 0],
    [36, 0],
    [72, 0],
    [18, 32],
    [54, 32],
    [36, 64],
  ]
    .map(
      ([gx, gy]) =>
        `<circle cx="${x + 300 + gx!}" cy="${y + 140 + gy!}" r="17" fill="none" stroke="#f7f1e8" stroke-width="4" opacity=".8"/>`,
    )
    .join('')
  const lines = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${x + 60}" y="${y + 110 + i * 44}" width="${180 - i * 30}" height="7" rx="3" fill="#f7f1e8" opacity=".6"/>`,
    )
    .join('')
  return `<g>
    <rect x="${x - 12}" y="${y - 12}" width="524" height="364" rx="10" fill="#8a5a2b"/>
    <rect x="${x}" y="${y}" width="500" height="340" rx="4" fill="#1f2a24"/>
    <rect x="${x + 60}" y="${y + 50}" width="220" height="14" rx="7" fill="${p.accent}" opacity=".85"/>
    ${lines}${grapes}
    <path d="M${x + 336},${y + 120} q10,-30 34,-36" fill="none" stroke="#f7f1e8" stroke-width="4" opacity=".8"/>
    <rect x="${x + 380}" y="${y + 330}" width="60" height="10" rx="3" fill="#f7f1e8"/>
  </g>`
}

function burst(x: number, y: number, r: number, colour: string, seed: number): string {
  return Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * Math.PI * 2 + (seed % 7) * 0.05
    const r1 = r * 0.45
    const r2 = r * (i % 2 ? 0.8 : 1)
    return `<line x1="${(x + Math.cos(a) * r1).toFixed(1)}" y1="${(y + Math.sin(a) * r1).toFixed(1)}" x2="${(x + Math.cos(a) * r2).toFixed(1)}" y2="${(y + Math.sin(a) * r2).toFixed(1)}" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`
  }).join('')
}

function scene(a: EventArtInput, p: Palette, h: number): string {
  const cx = EVENT_ART_WIDTH / 2
  const table = 640
  switch (a.category) {
    case 'maridaje':
      return `${cheeseBoard(cx - 120, table, 1.05, p)}${glass(cx + 300, table, 1.05, p.wine, 0.5)}${h % 2 ? glass(cx + 440, table, 0.85, '#e9dc8f', 0.45) : ''}`
    case 'curso':
      // Two classrooms: the notebook and aroma vials, or the chalkboard with a flight of small glasses.
      return (h >>> 3) & 1
        ? `${notebook(cx - 110, table, 1.15, p)}${glass(cx - 420, table, 0.95, h % 3 === 0 ? '#e9dc8f' : p.wine, 0.35)}`
        : `${chalkboard(cx - 180, 70, p)}${[0, 1, 2, 3].map((i) => glass(cx + 150 + i * 115, table, 0.62, ['#f3efc4', '#e9dc8f', '#e3a04c', p.wine][i]!, 0.4)).join('')}`
    case 'lanzamiento':
      return `${burst(cx - 40, 150, 110, p.accent, h)}<ellipse cx="${cx - 40}" cy="150" rx="22" ry="30" fill="#c89b63" transform="rotate(${(h % 40) - 20} ${cx - 40} 150)"/>${bottle(cx - 40, table, 1.12, h % 2 ? '#23381f' : '#2a1016', '#f7f1e8', p.accent)}${glass(cx + 230, table, 0.95, p.wine, 0.6)}${glass(cx - 300, table, 0.85, p.wine, 0.5)}`
    case 'musica': {
      // Two glasses raised to the music: red and white, rosé and red, or two sparkling.
      const pairs = [
        [p.wine, '#e9dc8f'],
        ['#e98c98', p.wine],
        ['#f3d08c', '#f3efc4'],
      ] as const
      const [left, right] = pairs[(h >>> 5) % pairs.length]!
      const shift = ((h >>> 8) % 3) * 70 - 70
      return `${note(cx - 330, 300 + (h % 60), 1.3, p.accent, true)}${note(cx + 260, 220 + (h % 50), 1.1, p.soft, false)}${note(cx + 420, 360, 0.8, p.accent, false)}${glass(cx - 60 + shift, table, 1.15, left, 0.55, -4)}${glass(cx + 110 + shift, table, 1.0, right, 0.5, 5)}`
    }
    default: {
      // cata: a flight of three glasses, light to dark, beside a bottle.
      const flight = ['#e9dc8f', '#e98c98', p.wine]
      return `${bottle(cx + 330, table, 1.05, '#2a1016', '#f7f1e8', p.accent)}${flight.map((c, i) => glass(cx - 330 + i * 190, table, 0.95, c, 0.4 + i * 0.08)).join('')}`
    }
  }
}

export function eventArt(a: EventArtInput): string {
  const p = PALETTES[a.category] ?? PALETTES.cata!
  const h = hash(a.slug)
  const W = EVENT_ART_WIDTH
  const H = EVENT_ART_HEIGHT
  // Soft bokeh lights of the bar, placed by the slug.
  const lights = Array.from({ length: 9 }, (_, i) => {
    const x = (h >>> i) % W
    const y = ((h >>> (i + 5)) % 380) + 20
    const r = 18 + ((h >>> (i + 2)) % 46)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.accent}" opacity="${(0.06 + (i % 3) * 0.03).toFixed(2)}"/>`
  }).join('')
  // Half the events draw their still life mirrored (not music: note flags only point one way).
  const mirror = a.category !== 'musica' && ((h >>> 4) & 1) === 1
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">
  <defs>
    <radialGradient id="bg" cx="${40 + (h % 20)}%" cy="35%" r="85%"><stop offset="0" stop-color="${p.bg2}"/><stop offset="1" stop-color="${p.bg}"/></radialGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${lights}
  <rect y="640" width="${W}" height="${H - 640}" fill="url(#table)"/>
  <rect y="638" width="${W}" height="4" fill="${p.accent}" opacity=".35"/>
  ${mirror ? `<g transform="translate(${W} 0) scale(-1 1)">${scene(a, p, h)}</g>` : scene(a, p, h)}
</svg>`
}
