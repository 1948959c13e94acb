import { createFileRoute, useRouter } from '@tanstack/react-router'
import { CouponsPage } from '~/features/backoffice/components/coupons'
import { deactivateAdminCoupon, listAdminCoupons, saveAdminCoupon } from '~/features/backoffice/ops.functions'

export const Route = createFileRoute('/gestion/cupones')({
  loader: () => listAdminCoupons({ data: {} }),
  component: CouponsRoute,
})

function CouponsRoute() {
  const coupons = Route.useLoaderData()
  const router = useRouter()
  return (
    <CouponsPage
      coupons={coupons}
      actions={{
        save: (id, coupon) => saveAdminCoupon({ data: { id, coupon: coupon as Record<string, never> } }),
        deactivate: (id) => deactivateAdminCoupon({ data: { id } }),
        changed: () => void router.invalidate(),
      }}
    />
  )
}
