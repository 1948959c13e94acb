import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { getAdminArticle } from '~/features/backoffice/catalogue.functions'
import { ArticlePreview } from '~/features/backoffice/components/content/article-preview'

// An article as the blog will show it, before it is published: under /gestion, so only staff reach it.
export const Route = createFileRoute('/gestion/articulos/$id_/vista-previa')({
  validateSearch: v.object({ idioma: v.fallback(v.optional(v.picklist(['es', 'en'])), undefined) }),
  loader: async ({ params }) => {
    const id = /^\d{1,12}$/.test(params.id) ? Number(params.id) : 0
    const article = id ? await getAdminArticle({ data: { id } }) : null
    if (!article) throw notFound()
    return article
  },
  component: function PreviewRoute() {
    const { idioma } = Route.useSearch()
    return <ArticlePreview article={Route.useLoaderData()} lang={idioma ?? 'es'} />
  },
})
