import type { Layout, NavItem } from '~/contract/layout'

/** A top-level menu entry as every page carries it: the panel itself (NavItem.components) loads when wanted. */
export interface NavEntry {
  title: string
  link: string
  icon: string
  /** The entry opens a panel (desktop) or a level (mobile) instead of being a plain link. */
  hasPanel: boolean
}

/**
 * The layout data every page renders and dehydrates. The mega-menu's panels are most of the layout (about two thirds
 * of its bytes) and few visitors open them, so pages carry only the top-level entries; the panels come from the
 * menu query on the first hover, focus or tap (docs/decisions/020-ssr-speed.md).
 */
export type ShellLayout = Omit<Layout, 'navbar'> & {
  navbar: { components: NavEntry[] }
  /** The shop's year (Santiago's) for the footer, told by the server: the browser needs no time-zone rules for it. */
  year: number
}

export function toShellLayout(layout: Layout, year: number): ShellLayout {
  return {
    ...layout,
    year,
    navbar: {
      components: layout.navbar.components.map((item) => ({
        title: item.title,
        link: item.link,
        icon: item.icon,
        hasPanel: item.components.length > 0,
      })),
    },
  }
}

/** The panels of the menu, in the order of the entries. */
export type MenuPanels = NavItem[]
