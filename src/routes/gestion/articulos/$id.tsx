import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { getAdminArticle, saveAdminArticle } from '~/features/backoffice/catalogue.functions'
import { ArticleEditor } from '~/features/backoffice/components/content/article-editor'
import { CoverForm } from '~/features/backoffice/components/content/cover-form'
import { uploadPhoto } from '~/features/backoffice/photo-upload'

export const Route = createFileRoute('/gestion/articulos/$id')({
  loader: async ({ params }) => {
    const id = /^\d{1,12}$/.test(params.id) ? Number(params.id) : 0
    const article = id ? await getAdminArticle({ data: { id } }) : null
    if (!article) throw notFound()
    return article
  },
  component: function ArticleRoute() {
    const article = Route.useLoaderData()
    const router = useRouter()
    const [generation, setGeneration] = useState(0)
    const changed = () => void router.invalidate()
    return (
      <ArticleEditor
        key={`${article.id}:${generation}`}
        article={article}
        categories={article.categories_available}
        save={(body) => saveAdminArticle({ data: { id: article.id, article: body as never } })}
        saved={changed}
        reload={() => void router.invalidate().then(() => setGeneration((g) => g + 1))}
        cover={
          <CoverForm
            cover={article.cover}
            upload={(file) => uploadPhoto('articles', article.id, file, '')}
            changed={changed}
          />
        }
      />
    )
  },
})
