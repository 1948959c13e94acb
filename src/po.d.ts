// Lingui's Vite plugin compiles .po catalogues on import (lingui.config.ts).
declare module '*.po' {
  export const messages: import('@lingui/core').Messages
}
