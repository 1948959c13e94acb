import { createFileRoute } from '@tanstack/react-router'
import { contentPage } from '~/features/content/page-schemas'
import { ContentPageView } from '~/features/content/components/content-page'
import { PolicyNav } from '~/features/content/components/policy-nav'
import { seoHead } from '~/features/content/content.head'
import { pageContentQueryOptions } from '~/features/content/content.queries'

// docs/product.md, Pages: about us.
export const Route = createFileRoute('/acerca-de/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(pageContentQueryOptions('about-us', context.locale, contentPage)),
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  component: () => <ContentPageView slug="about-us" aside={<PolicyNav />} />,
})
