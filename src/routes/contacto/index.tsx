import { useSuspenseQuery } from '@tanstack/react-query'
import { contentPage } from '~/features/content/page-schemas'
import { createFileRoute } from '@tanstack/react-router'
import { ContactHub } from '~/features/contact/components/contact-hub'
import { contactHeadData } from '~/features/contact/contact-route'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import { layoutQueryOptions } from '~/features/layout/layout.queries'
import { siteUrlQueryOptions } from '~/server/site.functions'
import { contactHead } from '~/features/contact/contact.head'

// docs/product.md, Pages /contacto: intro (GET /pages/contact), person or company, FAQ, the shop's address, phones and e-mail.
export const Route = createFileRoute('/contacto/')({
  loader: async ({ context }) => {
    const [site, page] = await Promise.all([
      context.queryClient.ensureQueryData(siteUrlQueryOptions()),
      context.queryClient.ensureQueryData(pageContentQueryOptions('contact', context.locale, contentPage)),
    ])
    return contactHeadData(context.i18n, site, 'hub', page)
  },
  head: ({ loaderData }) => contactHead(loaderData),
  component: function ContactRoute() {
    const { locale } = Route.useRouteContext()
    const { data: content } = useSuspenseQuery(pageContentQueryOptions('contact', locale, contentPage))
    const { data: layout } = useSuspenseQuery(layoutQueryOptions(locale))
    return <ContactHub content={content} contacts={layout.pre_footer} />
  },
})
