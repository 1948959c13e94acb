import { createFileRoute } from '@tanstack/react-router'
import { contentPage } from '~/features/content/page-schemas'
import { BlogIndexPage } from '~/features/blog/components/blog-index-page'
import { loadBlogIndex } from '~/features/blog/blog-route'
import { blogSearchSchema } from '~/features/blog/blog-search'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import { blogIndexHead } from '~/features/blog/blog.head'

// docs/product.md, Pages /blog: the blog list (?categoria=, ?etiqueta=, ?pagina=); intro from GET /pages/blog (docs/product.md, The API).
export const Route = createFileRoute('/blog/')({
  validateSearch: blogSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadBlogIndex(
      context,
      deps,
      context.queryClient.ensureQueryData(pageContentQueryOptions('blog', context.locale, contentPage)),
    ),
  head: ({ loaderData }) => blogIndexHead(loaderData),
  component: function BlogPage() {
    const { hero, crumbs } = Route.useLoaderData()
    return <BlogIndexPage search={Route.useSearch()} hero={hero} crumbs={crumbs} />
  },
})
