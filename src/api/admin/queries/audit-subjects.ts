import type { Locale } from '~/lib/locale'
import { foldLike, foldSql } from '../../db/fold'
import type { AuditFilter } from '../audit'

// What an audit row is about, as people name it: the order's number, the product's name, the event's title, the
// coupon's code, the person's name. Rows name their entity by internal id (`order` + the order's public id,
// `product` + its id, `content` + `event:12`…); these expressions turn that into the words the log shows.
// `a` is the audit_log row; `?` placeholders are the reader's locale (for titles), bound by `subjectBind`.

const idAfter = (prefix: string) => `CAST(replace(a.entity_id, '${prefix}:', '') AS INTEGER)`

const title = (table: 'event_translations' | 'blog_translations', key: string, id: string) =>
  `COALESCE((SELECT title FROM ${table} WHERE ${key} = ${id} AND locale = ?),
            (SELECT title FROM ${table} WHERE ${key} = ${id} AND locale = 'es'))`

/** The subject's label (NULL when the thing no longer exists or the row names a range, as an export does). */
export const SUBJECT_LABEL = `CASE
  WHEN a.entity_type = 'order' THEN (SELECT number FROM orders WHERE id = a.entity_id)
  WHEN a.entity_type = 'product' THEN (SELECT name FROM products WHERE id = ${idAfter('product')})
  WHEN a.entity_type IN ('content', 'event') AND a.entity_id NOT LIKE 'article:%'
    THEN ${title('event_translations', 'event_id', idAfter('event'))}
  WHEN a.entity_type IN ('content', 'article') THEN ${title('blog_translations', 'article_id', idAfter('article'))}
  WHEN a.entity_type = 'reservation' AND a.entity_id LIKE 'event:%'
    THEN (SELECT r.code || ' · ' || ${title('event_translations', 'event_id', 'r.event_id')}
          FROM event_reservations r WHERE r.id = ${idAfter('event')})
  WHEN a.entity_type = 'reservation' THEN (SELECT code FROM table_reservations WHERE id = ${idAfter('table')})
  WHEN a.entity_type = 'message' THEN (SELECT first_name || ' ' || last_name FROM contact_messages WHERE id = a.entity_id)
  WHEN a.entity_type IN ('user', 'customer')
    THEN (SELECT COALESCE(NULLIF(trim(first_name || ' ' || last_name), ''), email) FROM users
          WHERE CAST(id AS TEXT) = a.entity_id OR email = a.entity_id COLLATE NOCASE LIMIT 1)
  WHEN a.entity_type = 'coupon'
    THEN (SELECT code FROM coupons WHERE CAST(id AS TEXT) = a.entity_id OR code = a.entity_id COLLATE NOCASE LIMIT 1)
END`

/** How many `?` SUBJECT_LABEL holds, all the reader's locale. */
export function subjectBind(locale: Locale): Locale[] {
  return Array.from({ length: (SUBJECT_LABEL.match(/\?/g) ?? []).length }, () => locale)
}

/** Who acted, by name (the e-mail is kept on the row itself). */
export const ACTOR_NAME = `(SELECT NULLIF(trim(first_name || ' ' || last_name), '') FROM users WHERE id = a.actor_id)`

/** The rows with their actor's name and subject's label, as a subquery the filters can read (`l`). */
function labelled(locale: Locale, where: string) {
  return {
    sql: `SELECT a.*, ${ACTOR_NAME} AS actor_name, ${SUBJECT_LABEL} AS subject FROM audit_log a ${where}`,
    bind: subjectBind(locale),
  }
}

/** [count, page] of the log under `filter`, newest first; person and subject match accent- and case-insensitively. */
export function auditLogStatements(d1: D1Database, locale: Locale, filter: AuditFilter): D1PreparedStatement[] {
  const inner = (
    [
      ['a.entity_type = ?', filter.entity_type],
      ['a.entity_id = ?', filter.entity_id],
      ['a.created_at >= ?', filter.from],
      ['a.created_at < ?', filter.to],
    ] as [string, string][]
  ).filter(([, value]) => value !== '')
  const outer: [string, string[]][] = []
  if (filter.actor) {
    const like = foldLike(filter.actor)
    outer.push([
      `(${foldSql('l.actor_email')} LIKE ? ESCAPE '\\' OR ${foldSql(`COALESCE(l.actor_name, '')`)} LIKE ? ESCAPE '\\')`,
      [like, like],
    ])
  }
  if (filter.subject) {
    outer.push([`${foldSql(`COALESCE(l.subject, '')`)} LIKE ? ESCAPE '\\'`, [foldLike(filter.subject)]])
  }
  const base = labelled(locale, inner.length ? `WHERE ${inner.map(([sql]) => sql).join(' AND ')}` : '')
  const outerWhere = outer.length ? `WHERE ${outer.map(([sql]) => sql).join(' AND ')}` : ''
  const bind = [...base.bind, ...inner.map(([, value]) => value), ...outer.flatMap(([, values]) => values)]
  const from = `FROM (${base.sql}) l ${outerWhere}`
  return [
    d1.prepare(`SELECT count(*) AS n ${from}`).bind(...bind),
    d1
      .prepare(`SELECT l.* ${from} ORDER BY l.id DESC LIMIT ? OFFSET ?`)
      .bind(...bind, filter.per_page, (filter.page - 1) * filter.per_page),
  ]
}

/** An order's audit rows, oldest first. */
export function orderAuditStatement(d1: D1Database, locale: Locale, orderId: string): D1PreparedStatement {
  const base = labelled(locale, `WHERE a.entity_type = 'order' AND a.entity_id = ?`)
  return d1.prepare(`${base.sql} ORDER BY a.id`).bind(...base.bind, orderId)
}
