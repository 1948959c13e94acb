import { createFileRoute, Outlet } from '@tanstack/react-router'

export const Route = createFileRoute('/cuenta/mi-cuenta')({
  head: () => ({ meta: [{ title: 'Mi cuenta · Vinoteca Andes' }] }),
  component: Outlet,
})
