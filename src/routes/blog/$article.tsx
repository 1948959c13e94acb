import { createFileRoute } from '@tanstack/react-router'
import { BlogArticlePage } from '~/features/blog/components/blog-article-page'
import { loadArticlePage } from '~/features/blog/blog-route'
import { articleHead } from '~/features/blog/blog.head'

// docs/product.md, Pages /blog/{article}: one article (an unknown or draft slug is the router's not-found page).
export const Route = createFileRoute('/blog/$article')({
  loader: ({ context, params }) => loadArticlePage(context, params.article),
  head: ({ loaderData }) => articleHead(loaderData),
  component: function ArticlePage() {
    const { article } = Route.useParams()
    return <BlogArticlePage slug={article} crumbs={Route.useLoaderData().crumbs} />
  },
})
