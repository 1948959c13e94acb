// The shop's stroke icons (24×24, drawn with currentColor): one path each. src/ui/icon-sprite.svg is built from this
// list (`node scripts/icon-sprite.mjs`; a unit test fails while the two differ) and pages reference its symbols.
// Layout data names icons by string (docs/product.md, What the shop stores navbar/pre_footer/footer icons).
export const ICON_PATHS: Record<string, string> = {
  wine: 'M10 2h4v5c0 1 2 2 2 4v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V11c0-2 2-3 2-4V2zM8 14h8',
  glass: 'M8 2h8l1 7a5 5 0 0 1-10 0l1-7zM12 14v7M8 22h8M7.5 7h9',
  spirits: 'M9 2h6v3l2 3v13a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V8l2-3V2zM7 12h10v5H7z',
  gift: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8S10 3 7.5 4 8 8 12 8zm0 0s2-5 4.5-4S16 8 12 8z',
  cheese: 'M3 13 14 5l7 5v9H3v-6zm0 0h18M8 16.5h.01M14 15h.01M17 17.5h.01',
  tag: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  globe: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM2 12h20M12 2c3 3 4 6.5 4 10s-1 7-4 10c-3-3-4-6.5-4-10s1-7 4-10z',
  grape:
    'M12 6c0-2 1-3 3-4M9 8a2 2 0 1 0 0 .01M15 8a2 2 0 1 0 0 .01M12 11a2 2 0 1 0 0 .01M9 14a2 2 0 1 0 0 .01M15 14a2 2 0 1 0 0 .01M12 17a2 2 0 1 0 0 .01',
  compass: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4.2 5.8-2.1 6.3-6.3 2.1 2.1-6.3z',
  sparkle:
    'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  letter: 'M3 5h18v14H3zm0 0 9 7 9-7',
  mail: 'M3 5h18v14H3zm0 0 9 7 9-7',
  jar: 'M8 2h8v3H8zM7 5h10a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM5 11h14',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM12 6v6l4 2',
  users:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  'map-pin': 'M12 22s7-6.1 7-12a7 7 0 0 0-14 0c0 5.9 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  phone:
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01',
  facebook: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  tiktok: 'M9 12a4 4 0 1 0 4 4V2c.5 2.5 2.5 4.5 5 5',
  youtube:
    'M2.5 7.1A2.5 2.5 0 0 1 4.3 5.3C5.9 5 12 5 12 5s6.1 0 7.7.3a2.5 2.5 0 0 1 1.8 1.8c.4 1.6.4 4.9.4 4.9s0 3.3-.4 4.9a2.5 2.5 0 0 1-1.8 1.8c-1.6.3-7.7.3-7.7.3s-6.1 0-7.7-.3a2.5 2.5 0 0 1-1.8-1.8C2.1 15.3 2 12 2 12s0-3.3.5-4.9zM10 15l5-3-5-3z',
  linkedin:
    'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2zM4 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  whatsapp:
    'M3 21l1.7-5A9 9 0 1 1 8 19.3L3 21zM9 8.5c0 4 2.5 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2L9 8.5z',
  twitter: 'M4 4l16 16M20 4 4 20',
  x: 'M4 4l7.2 9.6L4.5 20h1.7l5.8-5.4 4 5.4H20l-7.5-10L18.7 4H17l-5.3 5-3.7-5z',
  link: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  help: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
  chat: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  truck: 'M1 4h14v12H1zM15 9h4l3 3v4h-7M5.5 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18.5 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  store: 'M3 9l1.5-5h15L21 9M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0V9zM5 13v8h14v-8M10 21v-5h4v5',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3',
  cart: 'M9 22a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM20 22a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6',
  user: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M18 6 6 18M6 6l12 12',
  'chevron-right': 'm9 18 6-6-6-6',
  'chevron-left': 'm15 18-6-6 6-6',
  'chevron-down': 'm6 9 6 6 6-6',
  home: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z',
  check: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM7.5 12l3 3 6-6',
  alert: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM12 7v6M12 16.5h.01',
  heart:
    'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM12 11v6M12 7.5h.01',
}

/** A dot, for a name the layout data uses that the shop has no drawing for. */
export const FALLBACK_ICON = 'dot'
export const FALLBACK_PATH = 'M12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2z'
