import { useSuspenseQuery } from '@tanstack/react-query'
import { contentPage } from '~/features/content/page-schemas'
import { createFileRoute } from '@tanstack/react-router'
import { ContactFormPage } from '~/features/contact/components/contact-form-page'
import { PersonContactForm } from '~/features/contact/components/person-form'
import { contactHeadData } from '~/features/contact/contact-route'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import { layoutQueryOptions, publicConfigQueryOptions } from '~/features/layout/layout.queries'
import { siteUrlQueryOptions } from '~/server/site.functions'
import { contactHead } from '~/features/contact/contact.head'

// docs/product.md, Pages /contacto/persona; docs/product.md, The API POST /contact (captcha action "contact").
export const Route = createFileRoute('/contacto/persona')({
  loader: async ({ context }) => {
    const [site, page] = await Promise.all([
      context.queryClient.ensureQueryData(siteUrlQueryOptions()),
      context.queryClient.ensureQueryData(pageContentQueryOptions('contact', context.locale, contentPage)),
    ])
    return contactHeadData(context.i18n, site, 'person', page)
  },
  head: ({ loaderData }) => contactHead(loaderData),
  component: function PersonContactRoute() {
    const { locale } = Route.useRouteContext()
    const { title } = Route.useLoaderData()
    const { data: content } = useSuspenseQuery(pageContentQueryOptions('contact', locale, contentPage))
    const { data: layout } = useSuspenseQuery(layoutQueryOptions(locale))
    const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
    return (
      <ContactFormPage name="person" title={title} content={content} contacts={layout.pre_footer}>
        <PersonContactForm captcha={{ siteKey: config.captchaSiteKey, provider: config.captchaProvider }} />
      </ContactFormPage>
    )
  },
})
