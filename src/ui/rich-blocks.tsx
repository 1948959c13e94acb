import type { RichBlock } from '~/contract/blocks'

/**
 * Body blocks (src/contract/blocks.ts) as React elements — never HTML, so nothing to sanitise. Used by blog
 * articles and events; each feature styles the body through its own class name.
 */
export function RichBlocks({ blocks, className }: { blocks: RichBlock[]; className: string }) {
  return (
    <div className={className}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'h2':
            return <h2 key={i}>{block.text}</h2>
          case 'quote':
            return (
              <blockquote key={i}>
                <p>{block.text}</p>
              </blockquote>
            )
          case 'ul':
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            )
          default:
            return <p key={i}>{block.text}</p>
        }
      })}
    </div>
  )
}
