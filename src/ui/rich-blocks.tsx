import type { RichBlock } from '~/contract/blocks'
import { inlineParts, safeImageSrc } from '~/lib/rich-text'

/** A line of text with its `[words](address)` links as anchors (addresses the shop does not render stay text). */
function Inline({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, i) =>
        part.href ? (
          <a
            key={i}
            href={part.href}
            {...(/^https?:/i.test(part.href) ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  )
}

/**
 * Body blocks (src/contract/blocks.ts) as React elements — never HTML: text is React text, links and images keep
 * only the addresses src/lib/rich-text.ts allows. Used by blog articles, events and their back-office previews;
 * each feature styles the body through its own class name.
 */
export function RichBlocks({
  blocks,
  className,
  lang,
}: {
  blocks: RichBlock[]
  className: string
  /** The language of the text when it may differ from the page's (an English page showing the Spanish text). */
  lang?: string
}) {
  return (
    <div className={className} lang={lang}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'h2':
            return (
              <h2 key={i}>
                <Inline text={block.text} />
              </h2>
            )
          case 'h3':
            return (
              <h3 key={i}>
                <Inline text={block.text} />
              </h3>
            )
          case 'quote':
            return (
              <blockquote key={i}>
                <p>
                  <Inline text={block.text} />
                </p>
              </blockquote>
            )
          case 'ul':
          case 'ol': {
            const List = block.type
            return (
              <List key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inline text={item} />
                  </li>
                ))}
              </List>
            )
          }
          case 'img':
            return safeImageSrc(block.src) ? (
              <img key={i} src={block.src} alt={block.alt} loading="lazy" decoding="async" />
            ) : null
          default:
            return (
              <p key={i}>
                <Inline text={block.text} />
              </p>
            )
        }
      })}
    </div>
  )
}
