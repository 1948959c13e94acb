// scripts/client-chunks-plugin.ts: facts about the browser's bundle, filled in the server's build.
declare module 'virtual:client-chunks' {
  const chunks: import('../scripts/client-chunks-plugin').ClientChunks
  export default chunks
}
