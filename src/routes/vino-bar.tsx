import { createFileRoute } from '@tanstack/react-router'
import { contentPage } from '~/features/content/page-schemas'
import { BarAside } from '~/features/content/components/bar-aside'
import { ContentPageView } from '~/features/content/components/content-page'
import { seoHead } from '~/features/content/content.head'
import { pageContentQueryOptions } from '~/features/content/content.queries'

// docs/product.md, Pages: the wine bar.
export const Route = createFileRoute('/vino-bar')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(pageContentQueryOptions('wine-bar', context.locale, contentPage)),
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  component: () => <ContentPageView slug="wine-bar" aside={<BarAside />} />,
})
