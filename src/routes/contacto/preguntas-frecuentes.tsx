import { useSuspenseQuery } from '@tanstack/react-query'
import { contentPage } from '~/features/content/page-schemas'
import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '~/features/contact/components/faq-page'
import { contactHeadData } from '~/features/contact/contact-route'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import { siteUrlQueryOptions } from '~/server/site.functions'
import { contactHead } from '~/features/contact/contact.head'

// docs/product.md, Pages /contacto/preguntas-frecuentes: the need-help page's questions as an accordion, with FAQPage JSON-LD.
export const Route = createFileRoute('/contacto/preguntas-frecuentes')({
  loader: async ({ context }) => {
    const [site, page] = await Promise.all([
      context.queryClient.ensureQueryData(siteUrlQueryOptions()),
      context.queryClient.ensureQueryData(pageContentQueryOptions('need-help', context.locale, contentPage)),
    ])
    return contactHeadData(context.i18n, site, 'faq', page)
  },
  head: ({ loaderData }) => contactHead(loaderData),
  component: function FaqRoute() {
    const { locale } = Route.useRouteContext()
    const { data: content } = useSuspenseQuery(pageContentQueryOptions('need-help', locale, contentPage))
    return <FaqPage content={content} />
  },
})
