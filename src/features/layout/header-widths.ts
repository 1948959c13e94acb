// Where the stylesheet shows the desktop header instead of the phone's header and bottom bar (styles/layout.css,
// 1024 px). Only the order of hydration reads these: the server renders both headers.
export const DESKTOP_HEADER = '(min-width: 1024px)'
export const PHONE_HEADER = '(max-width: 1023.98px)'
