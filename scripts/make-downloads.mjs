#!/usr/bin/env node
// Writes the blog's downloadable files (docs/product.md, Pages "downloadable content exists") to public/descargas/:
//   node scripts/make-downloads.mjs
// A minimal PDF 1.4 writer (A4 pages, the standard Helvetica fonts with WinAnsi encoding, lines and filled
// boxes): no dependency, byte-for-byte reproducible (no creation date), so the committed files only change
// when this script does. seed/blog reads the sizes of the files it writes.
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

const OUT = resolve(import.meta.dirname, '../public/descargas')
const W = 595.28
const H = 841.89
const WINE = [0.357, 0.102, 0.173]
const GOLD = [0.722, 0.537, 0.231]
const CREAM = [0.969, 0.945, 0.91]
const INK = [0.129, 0.102, 0.09]
const MUTED = [0.427, 0.384, 0.361]

// WinAnsi (cp1252) equals Latin-1 for the accented letters used here; a few typographic marks need mapping.
const CP1252 = { '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '€': 0x80 }

function encodeText(s) {
  const bytes = []
  for (const ch of s) {
    const code = CP1252[ch] ?? ch.codePointAt(0)
    if (code > 0xff) throw new Error(`character not in WinAnsi: ${ch}`)
    if (ch === '(' || ch === ')' || ch === '\\') bytes.push(0x5c)
    bytes.push(code)
  }
  return Buffer.from(bytes).toString('latin1')
}

// Helvetica widths (per 1000 em) of the characters that matter for centring and wrapping; others ~556.
const NARROW = {
  ' ': 278,
  i: 222,
  l: 222,
  j: 222,
  t: 278,
  f: 278,
  r: 333,
  I: 278,
  '.': 278,
  ',': 278,
  ':': 278,
  '(': 333,
  ')': 333,
  '-': 333,
  '°': 400,
  '·': 278,
  '/': 278,
}
const WIDE = { m: 833, w: 722, M: 833, W: 944, '%': 889 }
function textWidth(s, size, bold = false) {
  let units = 0
  for (const ch of s) units += NARROW[ch] ?? WIDE[ch] ?? (/[A-Z]/.test(ch) ? 667 : 556)
  return (units * size * (bold ? 1.05 : 1)) / 1000
}

class Page {
  ops = []
  color(rgb, stroke = false) {
    this.ops.push(`${rgb.map((n) => n.toFixed(3)).join(' ')} ${stroke ? 'RG' : 'rg'}`)
  }
  text(x, y, s, { size = 11, bold = false, color = INK } = {}) {
    this.color(color)
    this.ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td (${encodeText(s)}) Tj ET`)
  }
  centered(y, s, opts = {}) {
    this.text((W - textWidth(s, opts.size ?? 11, opts.bold)) / 2, y, s, opts)
  }
  /** Wraps a paragraph to a width; returns the y below it. */
  paragraph(x, y, s, width, { size = 10.5, leading = 15, ...opts } = {}) {
    let line = ''
    for (const word of s.split(' ')) {
      const next = line ? `${line} ${word}` : word
      if (textWidth(next, size) > width && line) {
        this.text(x, y, line, { size, ...opts })
        y -= leading
        line = word
      } else line = next
    }
    if (line) this.text(x, y, line, { size, ...opts })
    return y - leading
  }
  rect(x, y, w, h, { fill, stroke, width = 0.8 } = {}) {
    if (fill) this.color(fill)
    if (stroke) this.color(stroke, true)
    this.ops.push(
      `${width} w ${x.toFixed(2)} ${y.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)} re ${fill && stroke ? 'B' : fill ? 'f' : 'S'}`,
    )
  }
  line(x1, y1, x2, y2, { color = MUTED, width = 0.6 } = {}) {
    this.color(color, true)
    this.ops.push(`${width} w ${x1.toFixed(2)} ${y1.toFixed(2)} m ${x2.toFixed(2)} ${y2.toFixed(2)} l S`)
  }
  circle(cx, cy, r, rgb) {
    // Four Bézier arcs.
    const k = 0.5523 * r
    this.color(rgb)
    this.ops.push(
      `${cx + r} ${cy} m ${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c ${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c ` +
        `${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c ${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c f`,
    )
  }
}

/** Header band and footer shared by every sheet. */
function sheet(title, subtitle) {
  const page = new Page()
  page.rect(0, H - 120, W, 120, { fill: WINE })
  page.text(48, H - 52, 'VINOTECA ANDES', { size: 10, bold: true, color: GOLD })
  page.text(48, H - 82, title, { size: 22, bold: true, color: CREAM })
  page.text(48, H - 104, subtitle, { size: 11, color: CREAM })
  page.line(48, 58, W - 48, 58, { color: GOLD })
  page.text(48, 40, 'Vinoteca Andes · Av. Nueva Costanera 3900, Vitacura, Santiago · vinotecaandes.cl', {
    size: 8.5,
    color: MUTED,
  })
  return page
}

function pdf(pages) {
  const objects = []
  const add = (body) => objects.push(body) // object number = index + 1
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add('') // pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  const kids = []
  for (const page of pages) {
    const stream = page.ops.join('\n')
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${objects.length} 0 R >>`,
    )
    kids.push(`${objects.length} 0 R`)
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`
  add('<< /Title (Vinoteca Andes) /Producer (scripts/make-downloads.mjs) >>')
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

// ---- the sheets ----------------------------------------------------------------------------------

function tastingSheet() {
  const page = sheet('Ficha de cata', 'Tasting sheet · imprime una por vino / print one per wine')
  let y = H - 160
  for (const label of ['Vino / Wine', 'Cepa y añada / Grape and vintage', 'Valle / Valley', 'Fecha / Date']) {
    page.text(48, y, label, { size: 10, bold: true })
    page.line(230, y - 2, W - 48, y - 2)
    y -= 26
  }
  const section = (title, rows) => {
    y -= 10
    page.rect(48, y - 6, W - 96, 22, { fill: CREAM })
    page.text(56, y, title, { size: 12, bold: true, color: WINE })
    y -= 28
    for (const [label, scale] of rows) {
      page.text(56, y, label, { size: 10 })
      if (scale) {
        scale.forEach((s, i) => {
          const x = 250 + i * 62
          page.rect(x, y - 2, 10, 10, { stroke: INK })
          page.text(x + 14, y, s, { size: 8.5, color: MUTED })
        })
      } else page.line(250, y - 2, W - 48, y - 2)
      y -= 24
    }
  }
  section('1. Vista / Sight', [
    ['Intensidad / Intensity', ['pálida', 'media', 'profunda']],
    ['Color', null],
    ['Ribete / Rim', null],
  ])
  section('2. Nariz / Nose', [
    ['Intensidad / Intensity', ['baja', 'media', 'alta']],
    ['Fruta / Fruit', null],
    ['Flores, hierbas, especias', null],
    ['Madera, tierra, otros', null],
  ])
  section('3. Boca / Palate', [
    ['Dulzor / Sweetness', ['seco', 'semi', 'dulce']],
    ['Acidez / Acidity', ['baja', 'media', 'alta']],
    ['Taninos / Tannins', ['suaves', 'medios', 'firmes']],
    ['Cuerpo / Body', ['ligero', 'medio', 'pleno']],
    ['Final / Finish', ['corto', 'medio', 'largo']],
  ])
  section('4. Conclusión / Verdict', [
    ['Con qué lo serviría', null],
    ['Nota / Score', ['1', '2', '3', '4', '5']],
  ])
  return pdf([page])
}

function pairingGuide() {
  const page = sheet('Guía de maridajes', 'Pairing guide · el plato manda, la salsa decide')
  const rows = [
    ['Ostras, ceviche, mariscos crudos', 'Blanco costero sin madera, espumante brut', 'Sauvignon Blanc (Leyda)'],
    ['Machas a la parmesana, chupe', 'Blanco con crianza', 'Chardonnay (Limarí)'],
    ['Salmón, atún, pato', 'Tinto ligero y fresco', 'Pinot Noir (Casablanca)'],
    ['Empanadas, cazuela, charcutería', 'Tinto ligero de secano', 'País, Cinsault (Itata)'],
    ['Pastas con tomate, pizza', 'Tinto de buena acidez', 'Sangiovese, País'],
    ['Lomo vetado, cordero', 'Tinto con cuerpo y taninos', 'Cabernet Sauvignon (Maipo)'],
    ['Pernil, carnes con merkén', 'Tinto especiado, taninos suaves', 'Carménère (Colchagua)'],
    ['Costillar, cerdo ahumado', 'Tinto de fruta negra', 'Syrah (Elqui, Colchagua)'],
    ['Quesos de cabra', 'Blanco fresco', 'Sauvignon Blanc'],
    ['Quesos azules', 'Dulce', 'Cosecha tardía, Sauternes'],
    ['Postres con chocolate', 'Más dulce que el postre', 'Cosecha tardía, fortificado'],
  ]
  let y = H - 170
  const cols = [48, 232, 420]
  page.rect(48, y - 8, W - 96, 24, { fill: WINE })
  ;['Plato / Dish', 'Estilo de vino / Wine style', 'Ejemplo / Example'].forEach((h, i) =>
    page.text(cols[i] + 6, y, h, { size: 10, bold: true, color: CREAM }),
  )
  y -= 30
  rows.forEach((row, r) => {
    if (r % 2 === 0) page.rect(48, y - 9, W - 96, 26, { fill: CREAM })
    row.forEach((cell, i) => page.text(cols[i] + 6, y, cell, { size: 9.5, bold: i === 0 }))
    y -= 26
  })
  y -= 20
  page.text(48, y, 'Cinco reglas / Five rules', { size: 13, bold: true, color: WINE })
  y -= 22
  for (const rule of [
    '1. Peso con peso: platos livianos con vinos livianos, contundentes con vinos con cuerpo.',
    '2. La acidez del vino debe igualar o superar la del plato.',
    '3. Con postres, el vino siempre más dulce que el postre.',
    '4. Con picante, poco alcohol y poco tanino.',
    '5. Lo que crece junto, va junto: maridajes regionales.',
  ]) {
    y = page.paragraph(56, y, rule, W - 112)
  }
  return pdf([page])
}

function temperatureChart() {
  const page = sheet('Temperaturas de servicio', 'Serving temperatures · en grados Celsius')
  const styles = [
    ['Espumantes y Champagne', 'Sparkling', 6, 8],
    ['Dulces y cosechas tardías', 'Sweet', 6, 8],
    ['Blancos ligeros y rosados', 'Light whites, rosé', 8, 10],
    ['Blancos con crianza', 'Oaked whites', 10, 13],
    ['Tintos ligeros (Pinot, País)', 'Light reds', 13, 15],
    ['Tintos con cuerpo', 'Full-bodied reds', 16, 18],
  ]
  const x0 = 250
  const scale = (t) => x0 + ((t - 4) / 18) * (W - 48 - x0)
  let y = H - 170
  for (let t = 4; t <= 22; t += 2) {
    page.text(scale(t) - 5, y, `${t}°`, { size: 8.5, color: MUTED })
    page.line(scale(t), y - 8, scale(t), y - 8 - styles.length * 44, { color: [0.9, 0.87, 0.82], width: 0.5 })
  }
  y -= 36
  styles.forEach(([es, en, lo, hi], i) => {
    const tint = i < 2 ? GOLD : i < 4 ? [0.85, 0.75, 0.45] : WINE
    page.text(48, y, es, { size: 10.5, bold: true })
    page.text(48, y - 13, en, { size: 9, color: MUTED })
    page.rect(scale(lo), y - 12, scale(hi) - scale(lo), 20, { fill: tint })
    page.text(scale(hi) + 8, y - 6, `${lo}–${hi} °C`, { size: 10, bold: true, color: WINE })
    y -= 44
  })
  y -= 20
  page.text(48, y, 'Trucos / Tips', { size: 13, bold: true, color: WINE })
  y -= 22
  for (const tip of [
    'Un tinto a 24 °C baja a 17 °C con 20 minutos de refrigerador.',
    'Balde con agua, hielo y sal: un espumante se enfría en 15 minutos.',
    'Mejor servir un poco frío que un poco caliente: el vino se entibia en la copa.',
    'En el refrigerador: unas 2 horas para un blanco, 20 minutos para un tinto.',
  ]) {
    y = page.paragraph(56, y, `• ${tip}`, W - 112)
  }
  return pdf([page])
}

function valleyMap() {
  const page = sheet('Los valles de Chile', 'Chile’s wine valleys · de norte a sur / north to south')
  const valleys = [
    ['Elqui', 'Syrah, Sauvignon Blanc, pisco', 'Altura, luz intensa'],
    ['Limarí', 'Chardonnay, Pinot Noir', 'Suelos calcáreos, neblina'],
    ['Aconcagua', 'Syrah, Cabernet, blancos costeros', 'Del mar a la cordillera'],
    ['Casablanca', 'Sauvignon Blanc, Chardonnay, Pinot Noir', 'Frío costero'],
    ['San Antonio · Leyda', 'Sauvignon Blanc, Pinot Noir', 'A 12 km del Pacífico'],
    ['Maipo', 'Cabernet Sauvignon', 'Faldeos andinos'],
    ['Cachapoal', 'Carménère (Peumo), Cabernet', 'Cálido, tardío'],
    ['Colchagua', 'Carménère, Syrah, Malbec', 'Apalta, ensamblajes'],
    ['Curicó', 'Sauvignon Blanc, Cabernet', 'Valle central'],
    ['Maule', 'País, Carignan, Cabernet', 'Viñas viejas de secano'],
    ['Itata', 'Cinsault, País, Moscatel', 'Granito, sin riego'],
    ['Biobío', 'Pinot Noir, Riesling', 'Lluvioso y fresco'],
    ['Malleco', 'Chardonnay, Pinot Noir', 'Clima frío del sur'],
  ]
  const top = H - 165
  const step = 46
  const xLine = 90
  page.line(xLine, top + 6, xLine, top - (valleys.length - 1) * step - 6, { color: WINE, width: 2.5 })
  page.text(40, top + 20, 'NORTE', { size: 8, bold: true, color: MUTED })
  page.text(44, top - (valleys.length - 1) * step - 24, 'SUR', { size: 8, bold: true, color: MUTED })
  valleys.forEach(([name, grapes, note], i) => {
    const y = top - i * step
    page.circle(xLine, y + 3, 6, i % 2 ? GOLD : WINE)
    page.text(112, y, name, { size: 12, bold: true, color: WINE })
    page.text(112, y - 14, grapes, { size: 9.5 })
    page.text(380, y, note, { size: 9, color: MUTED })
  })
  return pdf([page])
}

function cheeseBoard() {
  const page = sheet('Tu tabla de quesos', 'Cheese board guide · cuánto, en qué orden y con qué vino')
  let y = H - 165
  page.text(48, y, 'Cantidades / Quantities', { size: 13, bold: true, color: WINE })
  y -= 24
  const rows = [
    ['Personas / Guests', 'Aperitivo / Starter', 'Plato principal / Main'],
    ['4', '200 g', '500 g'],
    ['6', '300 g', '750 g'],
    ['10', '500 g', '1,2 kg'],
  ]
  rows.forEach((row, r) => {
    if (r === 0) page.rect(48, y - 8, W - 96, 24, { fill: WINE })
    else if (r % 2) page.rect(48, y - 8, W - 96, 24, { fill: CREAM })
    row.forEach((cell, i) =>
      page.text(56 + i * 170, y, cell, { size: 10, bold: r === 0, color: r === 0 ? CREAM : INK }),
    )
    y -= 24
  })
  y -= 24
  page.text(48, y, 'De suave a intenso / Mild to strong', { size: 13, bold: true, color: WINE })
  y -= 26
  const order = [
    ['Fresco de cabra', 'Sauvignon Blanc'],
    ['Corteza florecida (Brie, Camembert)', 'Espumante brut, Chardonnay'],
    ['Pasta prensada (Comté, Manchego)', 'Chardonnay, Pinot Noir'],
    ['Corteza lavada (Époisses, Munster)', 'Pinot Noir, Gewürztraminer'],
    ['Azul (Roquefort, Gorgonzola)', 'Cosecha tardía, Sauternes'],
  ]
  order.forEach(([cheese, wine], i) => {
    page.circle(60, y + 3, 9, i < 2 ? GOLD : WINE)
    page.text(57, y, String(i + 1), { size: 9, bold: true, color: CREAM })
    page.text(80, y, cheese, { size: 10.5, bold: true })
    page.text(330, y, wine, { size: 10 })
    y -= 30
  })
  y -= 12
  page.text(48, y, 'Acompañamientos / On the side', { size: 13, bold: true, color: WINE })
  y -= 22
  y = page.paragraph(
    56,
    y,
    'Pan de masa madre, galletas neutras, nueces, almendras, membrillo, miel de ulmo, confitura de higos y uvas frescas. Saca los quesos del refrigerador una hora antes de servir.',
    W - 112,
  )
  return pdf([page])
}

const FILES = {
  'ficha-de-cata.pdf': tastingSheet,
  'guia-de-maridajes.pdf': pairingGuide,
  'temperaturas-de-servicio.pdf': temperatureChart,
  'mapa-valles-de-chile.pdf': valleyMap,
  'guia-tabla-de-quesos.pdf': cheeseBoard,
}

mkdirSync(OUT, { recursive: true })
for (const [name, make] of Object.entries(FILES)) {
  const bytes = make()
  writeFileSync(resolve(OUT, name), bytes)
  console.log(`[downloads] ${name} ${bytes.length} bytes`)
}
