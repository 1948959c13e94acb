// Drawn dish icons (no emoji): a plate seen from above with a simple shape for each kind of dish (dishes.icon).

const SHAPES: Record<string, string> = {
  // a T-bone / steak
  carne: 'M17 21c0-4 4-6 8-6s9 2 9 7-3 9-8 9-9-5-9-10zM22 22a3 3 0 1 0 6 0 3 3 0 1 0-6 0',
  // a drumstick
  ave: 'M18 30l5-5M22 26c-1-5 3-10 8-10s6 5 3 9-7 4-11 1zM16 32a2 2 0 1 0 3-3',
  // a fish
  pescado: 'M14 24c4-5 10-6 16-3l5-4v14l-5-4c-6 3-12 2-16-3zM19 23.5h.01',
  // a shell
  marisco: 'M16 29c0-8 4-13 8-13s8 5 8 13zM24 16v13M20 18l2 11M28 18l-2 11',
  // a swirl of pasta / noodles
  pasta: 'M15 26c3-6 15-6 18 0M15 22c3-6 15-6 18 0M17 30c2-3 12-3 14 0',
  // a slice of pizza
  pizza: 'M15 17l18 2-10 14zM21 22h.01M26 24h.01M23 28h.01',
  // a wedge of cheese
  queso: 'M14 29l20-10v10zM14 29l12-12 8 2M22 25a1.5 1.5 0 1 0 0 .01M28 26a1 1 0 1 0 0 .01',
  // a slice of cake
  postre: 'M15 30V22l18-6v14zM15 22l18-6M15 26l18-5M24 12v4',
  // leaves
  verdura: 'M16 31c0-9 6-15 16-15 0 10-6 15-16 15zM16 31l10-9',
  // a bowl of stew
  guiso: 'M13 22h22c0 6-5 10-11 10s-11-4-11-10zM19 18c0-2 2-2 2-4M25 18c0-2 2-2 2-4',
  // an empanada / pastry
  masa: 'M14 27c2-7 8-10 10-10s8 3 10 10zM17 26l2-2M21 26l2-2M25 26l2-2M29 26l2-2',
  // a piece of sushi
  sushi: 'M15 22h18v7H15zM15 22c0-3 4-5 9-5s9 2 9 5M19 22v7M29 22v7',
}

export function DishIcon({ icon, size = 48 }: { icon: string; size?: number }) {
  return (
    <svg
      className="dish-icon"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="24" cy="24" r="21" className="dish-icon__plate" />
      <circle cx="24" cy="24" r="16" opacity="0.35" />
      <path d={SHAPES[icon] ?? SHAPES.guiso} />
    </svg>
  )
}
