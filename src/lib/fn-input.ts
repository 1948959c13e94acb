import * as v from 'valibot'

/**
 * A server function's input validator: the schema parsed with valibot, so a refused input throws valibot's own
 * `ValiError` (its class and `issues`), which `src/start.ts` recognises. Handing Start the schema itself would make
 * it throw a plain Error whose message is the issue list as JSON: nothing to tell it apart by but its text.
 */
export function fnInput<S extends v.GenericSchema>(schema: S): (data: v.InferInput<S>) => v.InferOutput<S> {
  return (data) => v.parse(schema, data)
}
