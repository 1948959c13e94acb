import { createFileRoute } from '@tanstack/react-router'
import { listAdminArticles } from '~/features/backoffice/catalogue.functions'
import { ContentList } from '~/features/backoffice/components/content/content-list'

export const Route = createFileRoute('/gestion/articulos/')({
  loader: () => listAdminArticles(),
  component: function ArticlesRoute() {
    return <ContentList kind="article" rows={Route.useLoaderData()} />
  },
})
