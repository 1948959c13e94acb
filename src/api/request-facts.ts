// What the API learned about a request that the Worker's request log wants (src/server.ts): Hono's route pattern
// and the D1 statements it ran. Keyed by the Request object, so nothing leaks into headers.
export interface ApiRequestFacts {
  route: string
  d1Queries: number
}

export const apiRequestFacts = new WeakMap<Request, ApiRequestFacts>()
