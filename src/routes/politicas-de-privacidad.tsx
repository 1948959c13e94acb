import { createFileRoute } from '@tanstack/react-router'
import { contentPage } from '~/features/content/page-schemas'
import { ContentPageView } from '~/features/content/components/content-page'
import { PolicyNav } from '~/features/content/components/policy-nav'
import { seoHead } from '~/features/content/content.head'
import { pageContentQueryOptions } from '~/features/content/content.queries'

// docs/product.md, Pages: the policies are also reachable as top-level paths.
export const Route = createFileRoute('/politicas-de-privacidad')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(pageContentQueryOptions('privacy-policies', context.locale, contentPage)),
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  component: () => <ContentPageView slug="privacy-policies" aside={<PolicyNav />} />,
})
