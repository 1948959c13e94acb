#!/usr/bin/env node
// The project's scripts need Node >= 22.12 (TanStack Start, Lingui's Vite plugin). npm puts the
// `node` devDependency first on the PATH of scripts; this check proves it in every test run.
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} is running the scripts; run them through npm so node_modules/.bin/node (22.x) is used.`,
  )
  process.exit(1)
}
console.log(`[check-node] scripts run on Node ${process.versions.node}`)
