import { drizzle } from 'drizzle-orm/d1'
import * as schema from './schema'

export type Db = ReturnType<typeof createDb>

/**
 * Drizzle over the D1 binding. Every statement is counted (through a thin proxy on the binding)
 * so the API can report its D1 cost per request in `x-d1-queries` — the bench reads it.
 */
export function createDb(d1: D1Database, counter: { queries: number }) {
  return drizzle(countingD1(d1, counter), { schema })
}

export function countingD1(d1: D1Database, counter: { queries: number }): D1Database {
  return new Proxy(d1, {
    get(target, prop, receiver) {
      if (prop === 'prepare') {
        return (sql: string) => countingStatement(target.prepare(sql), counter)
      }
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          counter.queries += statements.length
          return target.batch(statements.map(unwrap))
        }
      }
      if (prop === 'exec') {
        return (sql: string) => {
          counter.queries += 1
          return target.exec(sql)
        }
      }
      const value = Reflect.get(target, prop, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

const RAW = Symbol('raw statement')

function unwrap(statement: D1PreparedStatement): D1PreparedStatement {
  return (statement as D1PreparedStatement & { [RAW]?: D1PreparedStatement })[RAW] ?? statement
}

function countingStatement(statement: D1PreparedStatement, counter: { queries: number }): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, prop) {
      if (prop === RAW) return target
      if (prop === 'bind') {
        return (...values: unknown[]) => countingStatement(target.bind(...values), counter)
      }
      if (prop === 'first' || prop === 'all' || prop === 'run' || prop === 'raw') {
        const fn = target[prop] as (...args: unknown[]) => unknown
        return (...args: unknown[]) => {
          counter.queries += 1
          return fn.apply(target, args)
        }
      }
      const value = Reflect.get(target, prop, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
