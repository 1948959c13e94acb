import type { BlogBlock } from '~/contract/blog'

/** Body blocks as React elements (migrations/0006: JSON blocks, never HTML — nothing to sanitise). */
export function ArticleBody({ blocks }: { blocks: BlogBlock[] }) {
  return (
    <div className="article-body">
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
