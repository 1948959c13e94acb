import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

// Start's required router factory with the router's defaults (the shop preloads links on intent, as here).
export function getRouter() {
  return createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true })
}
