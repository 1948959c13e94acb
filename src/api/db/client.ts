/**
 * The one way the API reaches D1 (docs/decisions/021-one-data-layer.md): plain SQL on the D1 binding, with the
 * binding wrapped once per request by `countingD1`, so `x-d1-queries` and the request log count every statement
 * that really went to the database. `app.ts` installs the wrapper as `c.var.d1`; request code never touches
 * `c.env.DB`.
 */
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

// D1 only batches its own statement objects: a counted statement hands back the one it wraps.
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
