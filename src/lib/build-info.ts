// Which build is running: the package version and the git commit it was built from (vite.config.ts defines both;
// Sentry's release is the commit). Tests and unbuilt runs say 'dev'.
declare const __SHOP_VERSION__: string | undefined
declare const __SHOP_COMMIT__: string | undefined

export const BUILD = {
  version: typeof __SHOP_VERSION__ === 'string' ? __SHOP_VERSION__ : 'dev',
  commit: typeof __SHOP_COMMIT__ === 'string' ? __SHOP_COMMIT__ : 'dev',
}
