/// <reference types="vite/client" />
import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import appCss from '~/styles/app.css?url'
import { layoutQueryOptions, visitorQueryOptions } from '~/features/layout/layout.queries'
import type { Locale } from '~/lib/locale'

export interface RouterContext {
  queryClient: QueryClient
  locale: Locale
  i18n: I18n
}

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: async ({ context }) => {
    // Critical for every page: the layout (menu, footer, age gate copy) and the visitor's state.
    await Promise.all([
      context.queryClient.ensureQueryData(layoutQueryOptions(context.locale)),
      context.queryClient.ensureQueryData(visitorQueryOptions()),
    ])
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#5b1a2c' },
      { title: 'Vinoteca Andes · Vinos, destilados y gourmet en Chile' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
})

function RootDocument({ children }: { children: ReactNode }) {
  const { locale } = Route.useRouteContext()
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
