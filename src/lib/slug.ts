/** A facet or address slug of a display text: 'Valle del Maipo' → 'valle-del-maipo', 'Carménère' → 'carmenere'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 160)
}
