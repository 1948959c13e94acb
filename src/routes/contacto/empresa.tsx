import { useSuspenseQuery } from '@tanstack/react-query'
import { contentPage } from '~/features/content/page-schemas'
import { createFileRoute } from '@tanstack/react-router'
import { CompanyContactForm } from '~/features/contact/components/company-form'
import { ContactFormPage } from '~/features/contact/components/contact-form-page'
import { contactHeadData } from '~/features/contact/contact-route'
import { pageContentQueryOptions } from '~/features/content/content.queries'
import { layoutQueryOptions, publicConfigQueryOptions } from '~/features/layout/layout.queries'
import { siteUrlQueryOptions } from '~/server/site.functions'
import { contactHead } from '~/features/contact/contact.head'

// docs/product.md, Pages /contacto/empresa (GET /pages/company-contact); docs/product.md, The API POST /company-contact (captcha "companyContact").
export const Route = createFileRoute('/contacto/empresa')({
  loader: async ({ context }) => {
    const [site, page] = await Promise.all([
      context.queryClient.ensureQueryData(siteUrlQueryOptions()),
      context.queryClient.ensureQueryData(pageContentQueryOptions('company-contact', context.locale, contentPage)),
    ])
    return contactHeadData(context.i18n, site, 'company', page)
  },
  head: ({ loaderData }) => contactHead(loaderData),
  component: function CompanyContactRoute() {
    const { locale } = Route.useRouteContext()
    const { data: content } = useSuspenseQuery(pageContentQueryOptions('company-contact', locale, contentPage))
    const { data: layout } = useSuspenseQuery(layoutQueryOptions(locale))
    const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
    return (
      <ContactFormPage name="company" content={content} contacts={layout.pre_footer}>
        <CompanyContactForm captcha={{ siteKey: config.captchaSiteKey, provider: config.captchaProvider }} />
      </ContactFormPage>
    )
  },
})
