#!/usr/bin/env node
// Builds the icon sprite and the list of its names from src/ui/icon-paths.ts (the one place icons are drawn):
//   node scripts/icon-sprite.mjs          write src/ui/icon-sprite.svg and src/ui/icon-names.ts
//   node scripts/icon-sprite.mjs --check  exit 1 when either file is out of date
// Pages reference the sprite's symbols (<use href="…#name">) instead of repeating each drawing inline.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { iconSpriteFiles } from './icon-sprite-files.mjs'

const root = resolve(import.meta.dirname, '..')
const { ICON_PATHS, FALLBACK_ICON, FALLBACK_PATH } = await import(resolve(root, 'src/ui/icon-paths.ts'))
const files = iconSpriteFiles(ICON_PATHS, FALLBACK_ICON, FALLBACK_PATH)
const stale = Object.entries(files).filter(([path, text]) => {
  try {
    return readFileSync(resolve(root, path), 'utf8') !== text
  } catch {
    return true
  }
})
if (process.argv.includes('--check')) {
  for (const [path] of stale) console.error(`${path} is out of date: run node scripts/icon-sprite.mjs`)
  process.exit(stale.length ? 1 : 0)
}
for (const [path, text] of stale) {
  writeFileSync(resolve(root, path), text)
  console.log(`wrote ${path}`)
}
