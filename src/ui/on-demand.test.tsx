import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { onDemand } from './on-demand'

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
})
