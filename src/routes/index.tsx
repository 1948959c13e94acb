import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import type { HomeContent } from '~/contract/pages'
import { HomeRails, HomeRailsFallback } from '~/features/catalog/components/home-rails'
import { homeRailsQueryOptions } from '~/features/catalog/catalog.queries'
import { HomePage } from '~/features/content/components/home-page'
import { seoHead } from '~/features/content/content.head'
import { pageContentQueryOptions } from '~/features/content/content.queries'

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    // Product rails are deferred (issue 3): not awaited, they stream in under their Suspense boundary.
    void context.queryClient.prefetchQuery(homeRailsQueryOptions(context.locale))
    return context.queryClient.ensureQueryData(pageContentQueryOptions<HomeContent>('home', context.locale))
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  component: function Home() {
    return (
      <HomePage
        rails={
          <Suspense fallback={<HomeRailsFallback />}>
            <HomeRails />
          </Suspense>
        }
      />
    )
  },
})
