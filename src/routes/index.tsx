import { createFileRoute } from '@tanstack/react-router'
import type { HomeContent } from '~/contract/pages'
import { HomePage } from '~/features/content/components/home-page'
import { seoHead } from '~/features/content/content.head'
import { pageContentQueryOptions } from '~/features/content/content.queries'

export const Route = createFileRoute('/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(pageContentQueryOptions<HomeContent>('home', context.locale)),
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  component: HomePage,
})
