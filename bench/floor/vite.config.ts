import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { previewCompression } from '../../scripts/preview-compression-plugin.ts'

// Miniflare tries to fetch Request.cf from the network on start; the bench runs offline.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'

// The framework's defaults and nothing else, plus the one step the shop's preview has in front of the Workers
// runtime: brotli or gzip as Cloudflare's edge compresses, so both are measured as a browser receives them.
export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: 'ssr' } }), tanstackStart(), viteReact(), previewCompression()],
})
