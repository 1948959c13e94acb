import { createServerFn } from '@tanstack/react-start'
import { santiagoYear } from '~/lib/santiago-parts'
import { ageAccepted } from '~/server/age-gate.server'
import { getLayout } from './layout.functions'
import { toShellLayout, type MenuPanels, type ShellLayout } from './shell-layout'

// Both read the same edge-cached layout (one entry per locale): splitting it costs no D1 query and no API call.

/**
 * The layout every page renders, with the menu reduced to its top-level entries; without the age gate's copy for a
 * visitor who has said yes (the cookie), who is never shown the gate again.
 */
export const getShellLayout = createServerFn({ method: 'GET' }).handler(async (): Promise<ShellLayout> => {
  const layout = toShellLayout(await getLayout(), santiagoYear(new Date()))
  return ageAccepted() ? { ...layout, age_modal: null } : layout
})

/** The mega-menu's panels, asked for when a visitor reaches for the menu. */
export const getMenuPanels = createServerFn({ method: 'GET' }).handler(
  async (): Promise<MenuPanels> => (await getLayout()).navbar.components,
)
