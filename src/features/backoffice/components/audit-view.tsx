import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { auditSentence, type AuditRow } from '../audit-sentence'

/** One audit row said as a sentence, its subject a link to its page when it has one (../audit-sentence.ts). */
export function AuditSentenceView({ row }: { row: AuditRow }) {
  const { i18n } = useLingui()
  const s = auditSentence(i18n, row)
  if (!s.subject) return <span>{s.text}</span>
  const link = s.link
  return (
    <span>
      {s.before}
      {link ? (
        link.to === '/gestion/pedidos/$numero' ? (
          <Link to={link.to} params={link.params} className="bo-link">
            {s.subject}
          </Link>
        ) : link.to === '/gestion/clientes/$id' ? (
          <Link to={link.to} params={link.params} className="bo-link">
            {s.subject}
          </Link>
        ) : link.to === '/gestion/stock' ? (
          <Link to={link.to} search={link.search} className="bo-link">
            {s.subject}
          </Link>
        ) : (
          <Link to={link.to} className="bo-link">
            {s.subject}
          </Link>
        )
      ) : (
        <strong>{s.subject}</strong>
      )}
      {s.after}
    </span>
  )
}
