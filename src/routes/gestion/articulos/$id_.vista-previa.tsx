import { createFileRoute, notFound } from '@tanstack/react-router'
import { getAdminArticle } from '~/features/backoffice/catalogue.functions'
import { ArticlePreview } from '~/features/backoffice/components/content/article-preview'
import { oneOf, searchParams } from '~/lib/search-params'

const validateSearch = searchParams({ idioma: oneOf(['es', 'en']) })

// An article as the blog will show it, before it is published: under /gestion, so only staff reach it.
export const Route = createFileRoute('/gestion/articulos/$id_/vista-previa')({
  validateSearch,
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
