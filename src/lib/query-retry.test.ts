import { notFound, redirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { retryQuery, retryQueryOnce } from './query-retry'

describe('retryQueryOnce', () => {
  it('tries a failed query once more in the browser when the failure may pass', () => {
    expect(retryQueryOnce(0, new TypeError('Failed to fetch'), false)).toBe(true)
    expect(retryQueryOnce(0, new ApiError(503, 'down'), false)).toBe(true)
    expect(retryQueryOnce(1, new TypeError('Failed to fetch'), false)).toBe(false)
  })

  it('never retries on the server, where the page would wait for it', () => {
    expect(retryQueryOnce(0, new TypeError('Failed to fetch'), true)).toBe(false)
  })

  it('never retries what gives the same answer twice: not found, redirect, a refused request', () => {
    expect(retryQueryOnce(0, notFound(), false)).toBe(false)
    expect(retryQueryOnce(0, redirect({ to: '/' }), false)).toBe(false)
    expect(retryQueryOnce(0, new ApiError(404, 'no'), false)).toBe(false)
    expect(retryQueryOnce(0, new ApiError(422, 'no'), false)).toBe(false)
  })
})

describe('retryQuery', () => {
  it('tries as many more times as asked, then gives up', () => {
    const twice = retryQuery(2)
    expect(twice(0, new TypeError('Failed to fetch'), false)).toBe(true)
    expect(twice(1, new TypeError('Failed to fetch'), false)).toBe(true)
    expect(twice(2, new TypeError('Failed to fetch'), false)).toBe(false)
    expect(twice(0, new ApiError(404, 'no'), false)).toBe(false)
  })
})
