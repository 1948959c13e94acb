import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { onDemand, retryFailedLoads } from './on-demand'

function Greeting({ name }: { name: string }) {
  return <p>Hola {name}</p>
}

describe('onDemand', () => {
  it('renders at once once preloaded, without a fallback first', async () => {
    const { Component, preload } = onDemand(() => Promise.resolve(Greeting))
    await preload()
    // renderToString does not wait for anything: a component that suspended would leave the fallback.
    const html = renderToString(
      <Suspense fallback={<p>cargando</p>}>
        <Component name="Camila" />
      </Suspense>,
    )
    expect(html).toContain('Hola <!-- -->Camila')
    expect(html).not.toContain('cargando')
  })

  it('suspends like lazy while its code has not arrived', () => {
    const { Component } = onDemand(() => new Promise<typeof Greeting>(() => undefined))
    const html = renderToString(
      <Suspense fallback={<p>cargando</p>}>
        <Component name="Camila" />
      </Suspense>,
    )
    expect(html).toContain('cargando')
  })

  it('keeps a failed load until asked to try again, then fetches the code again', async () => {
    let calls = 0
    const { preload } = onDemand(() => {
      calls++
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(Greeting)
    })
    const failed = preload()
    await expect(failed).rejects.toThrow('Failed to fetch')
    // Every render until then reads the same failed load: no new fetch per render while the connection is down.
    expect(preload()).toBe(failed)
    expect(calls).toBe(1)
    retryFailedLoads()
    await expect(preload()).resolves.toBe(Greeting)
    expect(calls).toBe(2)
    // Once in, it stays in.
    await preload()
    expect(calls).toBe(2)
  })
})
