import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build, type Plugin } from 'vite'
import type { ClientChunks } from './client-chunks-plugin'

/**
 * Builds src/sw/sw.ts (Workbox routes and strategies) into the client output as /sw.js once the client bundle is
 * written. The offline page's revision is its content hash, so a changed page replaces the cached copy; the
 * on-demand scripts have hashed names, so they need no revision.
 */
export function serviceWorker(root: string, clientChunks?: ClientChunks): Plugin {
  return {
    name: 'shop-service-worker',
    apply: 'build',
    async closeBundle() {
      // Start builds several environments; the worker belongs next to the client's files only.
      if (this.environment?.name !== 'client') return
      const outDir = this.environment.config.build.outDir
      const offline = readFileSync(join(root, 'public', 'offline.html'))
      const manifest = readFileSync(join(root, 'public', 'manifest.webmanifest'))
      const revision = createHash('sha256').update(offline).update(manifest).digest('hex').slice(0, 16)
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __OFFLINE_REVISION__: JSON.stringify(revision),
          // The scripts pages load on demand (cart drawer, search, dialogs…): precached, so they open offline too.
          __ON_DEMAND_ASSETS__: JSON.stringify(clientChunks?.onDemand ?? []),
          'process.env.NODE_ENV': '"production"',
        },
        build: {
          outDir: resolve(root, outDir),
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          sourcemap: false,
          lib: {
            entry: resolve(root, 'src/sw/sw.ts'),
            formats: ['iife'],
            name: 'shopServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      })
    },
  }
}
