import { createFileRoute } from '@tanstack/react-router'
import { ContactThankYou } from '~/features/contact/components/thank-you'
import { contactHeadData } from '~/features/contact/contact-route'
import { siteUrlQueryOptions } from '~/server/site.functions'
import { contactHead } from '~/features/contact/contact.head'

// docs/product.md, Pages /contacto/gracias: after either contact form (noindex).
export const Route = createFileRoute('/contacto/gracias')({
  loader: async ({ context }) =>
    contactHeadData(context.i18n, await context.queryClient.ensureQueryData(siteUrlQueryOptions()), 'thanks'),
  head: ({ loaderData }) => contactHead(loaderData),
  component: ContactThankYou,
})
