import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Fragment } from 'react'
import { devMailQueryOptions } from '../account.queries'

// A developer tool, not shopper copy: plain text, no translations. Links in the text become anchors so a
// recovery e-mail can be followed (by hand or by the e2e test) on the same origin.
export function DevMailbox() {
  const router = useRouter()
  const { data } = useSuspenseQuery(devMailQueryOptions())
  const messages = data ?? []
  return (
    <main id="contenido" className="dev-mailbox">
      <h1>Dev mailbox</h1>
      <p>
        Local outbox of the mail adapter (MAIL_API_URL unset). Off in production.{' '}
        <button type="button" className="link-button" onClick={() => router.invalidate()}>
          Refresh
        </button>
      </p>
      {messages.length === 0 ? <p>No messages yet.</p> : null}
      {messages.map((message) => (
        <article key={message.id} className="dev-mail" aria-label={`${message.subject} → ${message.to}`}>
          <header>
            <p className="dev-mail__subject">{message.subject}</p>
            <p className="dev-mail__meta">
              To: {message.to} · {message.created_at}
            </p>
          </header>
          <pre className="dev-mail__body">{linkify(message.text)}</pre>
        </article>
      ))}
    </main>
  )
}

function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, index) => {
    if (!/^https?:\/\//.test(part)) return <Fragment key={index}>{part}</Fragment>
    // Same-origin path, so the link works whatever PUBLIC_SITE_URL says (dev and e2e run on other ports).
    const url = new URL(part)
    return (
      <a key={index} href={`${url.pathname}${url.search}`}>
        {part}
      </a>
    )
  })
}
