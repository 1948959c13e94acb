import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { listAdminArticles, getAdminArticle, saveAdminArticle } from '~/features/backoffice/catalogue.functions'
import { ArticleEditor } from '~/features/backoffice/components/content/article-editor'

export const Route = createFileRoute('/gestion/articulos/nuevo')({
  // The blog's categories come with any article.
  loader: async () => {
    const [first] = await listAdminArticles()
    const sample = first ? await getAdminArticle({ data: { id: first.id } }) : null
    return sample?.categories_available ?? []
  },
  component: function NewArticleRoute() {
    const navigate = useNavigate()
    return (
      <ArticleEditor
        article={null}
        categories={Route.useLoaderData()}
        save={(body) => saveAdminArticle({ data: { article: body as never } })}
        saved={(article) => void navigate({ to: '/gestion/articulos/$id', params: { id: String(article.id) } })}
        reload={() => undefined}
      />
    )
  },
})
