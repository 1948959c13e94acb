import type { EventBlock } from '~/contract/events'

/** Body blocks of migration 0006 as React elements (never HTML, so nothing to sanitise). */
export function EventBody({ blocks }: { blocks: EventBlock[] }) {
  return (
    <div className="prose event-body">
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
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
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
