import { createFileRoute } from '@tanstack/react-router'
import { homeContent } from '~/features/content/page-schemas'
import { HomeRails } from '~/features/catalog/components/home-rails'
import { HomePage } from '~/features/content/components/home-page'
import { seoHead } from '~/features/content/content.head'
import { pageContentQueryOptions } from '~/features/content/content.queries'

export const Route = createFileRoute('/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(pageContentQueryOptions('home', context.locale, homeContent)),
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  // The product rails load on their own below the fold: the home's SSR and first paint stay as they were.
  component: function Home() {
    return <HomePage rails={<HomeRails />} />
  },
})
