import type { ContentPage } from '~/contract/pages'
import { slugify } from '~/lib/slug'

// docs/product.md, Pages /contacto/preguntas-frecuentes: the questions and answers are the sections of the need-help page
// (docs/product.md, The API GET /pages/need-help): a section's title is the question, its paragraphs and items the answer.

export interface FaqItem {
  id: string
  question: string
  paragraphs: string[]
  items: string[]
}

export function faqItems(page: Pick<ContentPage, 'sections'>): FaqItem[] {
  const seen = new Map<string, number>()
  return page.sections
    .filter((section) => section.title.trim() !== '' && (section.body.length > 0 || section.items.length > 0))
    .map((section, i) => {
      const base = slugify(section.title) || `pregunta-${i + 1}`
      const n = (seen.get(base) ?? 0) + 1
      seen.set(base, n)
      return {
        id: n === 1 ? base : `${base}-${n}`,
        question: section.title,
        paragraphs: section.body,
        items: section.items,
      }
    })
}

/** schema.org FAQPage: each question with its whole answer as text. */
export function faqJsonLd(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: {
        '@type': 'Answer',
        text: [...item.paragraphs, ...item.items].join('\n'),
      },
    })),
  }
}
