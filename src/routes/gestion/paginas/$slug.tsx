import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { getAdminPage, saveAdminPage } from '~/features/backoffice/catalogue.functions'
import { PageEditor } from '~/features/backoffice/components/content/page-editor'

/** Where the storefront shows each editable page. */
const STOREFRONT: Record<string, string> = {
  'about-us': '/acerca-de',
  'dispatch-policies': '/politicas-de-despacho',
  'exchange-return-policies': '/politicas-de-cambio',
  'privacy-policies': '/politicas-de-privacidad',
}

export const Route = createFileRoute('/gestion/paginas/$slug')({
  loader: async ({ params }) => {
    const page = /^[a-z0-9-]{1,64}$/.test(params.slug) ? await getAdminPage({ data: { slug: params.slug } }) : null
    if (!page) throw notFound()
    return page
  },
  component: function PageRoute() {
    const page = Route.useLoaderData()
    const router = useRouter()
    const [generation, setGeneration] = useState(0)
    return (
      <PageEditor
        key={`${page.slug}:${generation}`}
        page={page}
        storefrontPath={STOREFRONT[page.slug] ?? null}
        save={(body) => saveAdminPage({ data: { slug: page.slug, page: body as never } })}
        saved={() => void router.invalidate()}
        reload={() => void router.invalidate().then(() => setGeneration((g) => g + 1))}
      />
    )
  },
})
