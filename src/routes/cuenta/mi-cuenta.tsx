import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { createFileRoute, Outlet } from '@tanstack/react-router'

export const Route = createFileRoute('/cuenta/mi-cuenta')({
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n, msg`Mi cuenta`) }] }),
  component: Outlet,
})
