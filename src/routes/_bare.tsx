import { Outlet, createFileRoute } from '@tanstack/react-router'

// docs/product.md, Pages: the second layout, a bare wrapper (no header, footer or widgets): put routes under src/routes/_bare/.
export const Route = createFileRoute('/_bare')({
  staticData: { bare: true },
  component: BareLayout,
})

function BareLayout() {
  return (
    <div className="bare-layout">
      <Outlet />
    </div>
  )
}
