import { Hono } from 'hono'
import * as v from 'valibot'
import {
  acceptInvitationSchema,
  adminOrdersQuerySchema,
  adminProductsQuerySchema,
  auditQuerySchema,
  exportQuerySchema,
  inviteStaffSchema,
  messageReplySchema,
  messagesQuerySchema,
  orderTransitionSchema,
  pickingQuerySchema,
  productActiveSchema,
  reservationStatusSchema,
  stockAdjustmentSchema,
  tableReservationsQuerySchema,
  type AdminOrderRow,
} from '~/contract/admin'
import {
  couponCreateSchema,
  couponUpdateSchema,
  couponsQuerySchema,
  customersQuerySchema,
  refundSchema,
} from '~/contract/admin-ops'
import { EXPORT_MAX_DAYS } from '~/lib/limits'
import { requireUser } from '../auth/guard'
import { HttpError, jsonInput, ok, parse, queryObject, type ApiContext } from '../http'
import { pageOf } from '../paging'
import { dayRange, daysBetween } from './dates'
import { adminOnly, staffOnly, type StaffEnv } from './guard'
import { auditPage } from './audit'
import {
  attendeesCsv,
  listMessages,
  markAnswered,
  replyToMessage,
  setReservationStatus,
  tableReservations,
  upcomingEvents,
} from './inbox'
import { createCoupon, deactivateCoupon, listCoupons, updateCoupon } from './coupons'
import { anonymiseCustomer, customerDetail, exportCustomer, listCustomers } from './customers'
import { opsCopy } from './ops-messages'
import { refundOrder } from './orders/refunds'
import { adminCopy } from './messages'
import { contentWithCovers } from './content'
import { listOrders } from './orders/queries'
import { orderDetail, transitionOrder } from './orders/service'
import { pickingList } from './orders/picking'
import { deletePhoto, uploadPhoto } from './photos'
import { entityPhotos } from '../catalog/photos'
import { dashboard, ordersCsv } from './reports'
import { santiagoToday } from '~/lib/delivery-promise'
import { acceptInvitation, inviteStaff, listStaff, revokeStaff } from './staff'
import { adjustStock, listStock, setProductActive } from './stock'
import { catalogueRoutes } from './products/routes'
import { contentRoutes } from './content/routes'

// /api/admin/*: the staff back-office's API (docs/backoffice.md). Handlers parse, call a service and shape the
// answer; the rules live in the services. Every route below `staffOnly` checks the role on every call.

const api = (c: unknown) => c as ApiContext
const idParam = v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))
const intId = (c: ApiContext, value: string) => {
  const result = v.safeParse(idParam, value)
  if (!result.success) throw new HttpError(404, adminCopy(c.var.locale).userNotFound)
  return result.output
}
const couponId = (c: ApiContext, value: string) => {
  const result = v.safeParse(idParam, value)
  if (!result.success) throw new HttpError(404, opsCopy(c.var.locale).couponNotFound)
  return result.output
}
const customerId = (c: ApiContext, value: string) => {
  const result = v.safeParse(idParam, value)
  if (!result.success) throw new HttpError(404, opsCopy(c.var.locale).customerNotFound)
  return result.output
}
const orderRef = (c: ApiContext, value: string) => {
  if (!/^[\w-]{4,64}$/.test(value)) throw new HttpError(404, adminCopy(c.var.locale).orderNotFound)
  return value
}

const orders = new Hono<StaffEnv>()
  .get('/', async (c) => {
    const q = parse(api(c), adminOrdersQuerySchema, queryObject(api(c)))
    const range = dayRange(q.from, q.to)
    const { rows, total } = await listOrders(c.var.d1, q, range)
    return c.json(pageOf<AdminOrderRow>(rows, total, q))
  })
  // Before '/:order', which would take "picking" for an order number.
  .get('/picking', async (c) => {
    const { day } = parse(api(c), pickingQuerySchema, queryObject(api(c)))
    return ok(api(c), await pickingList(api(c), day || santiagoToday(new Date()).day))
  })
  .get('/:order', async (c) => ok(api(c), await orderDetail(api(c), orderRef(api(c), c.req.param('order')))))
  .post('/:order/transitions', jsonInput<typeof orderTransitionSchema, StaffEnv>(orderTransitionSchema), async (c) =>
    ok(api(c), await transitionOrder(api(c), c.var.staff, orderRef(api(c), c.req.param('order')), c.req.valid('json'))),
  )
  .post('/:order/refunds', jsonInput<typeof refundSchema, StaffEnv>(refundSchema), async (c) => {
    const ref = orderRef(api(c), c.req.param('order'))
    await refundOrder(api(c), c.var.staff, ref, c.req.valid('json'))
    return ok(api(c), await orderDetail(api(c), ref), undefined, 201)
  })

// The stock list (the catalogue list is GET /products, ./products/routes.ts).
const stock = new Hono<StaffEnv>().get('/', async (c) =>
  c.json(await listStock(api(c), parse(api(c), adminProductsQuerySchema, queryObject(api(c))))),
)

const products = new Hono<StaffEnv>()
  .post('/:id/stock', jsonInput<typeof stockAdjustmentSchema, StaffEnv>(stockAdjustmentSchema), async (c) =>
    ok(api(c), await adjustStock(api(c), c.var.staff, intId(api(c), c.req.param('id')), c.req.valid('json'))),
  )
  .put('/:id/active', jsonInput<typeof productActiveSchema, StaffEnv>(productActiveSchema), async (c) =>
    ok(
      api(c),
      await setProductActive(api(c), c.var.staff, intId(api(c), c.req.param('id')), c.req.valid('json').active),
    ),
  )

/** Photos of products (several) and covers of events and blog articles (one): /{products|events|articles}/:id/photos. */
const PHOTO_ENTITY = { products: 'product', events: 'event', articles: 'article' } as const
const photos = new Hono<StaffEnv>()
  .get('/:entity{products|events|articles}/:id/photos', async (c) => {
    const entity = PHOTO_ENTITY[c.req.param('entity') as keyof typeof PHOTO_ENTITY]
    return ok(api(c), await entityPhotos(c.var.d1, c.env, entity, intId(api(c), c.req.param('id'))))
  })
  .post('/:entity{products|events|articles}/:id/photos', async (c) => {
    const entity = PHOTO_ENTITY[c.req.param('entity') as keyof typeof PHOTO_ENTITY]
    let form: FormData
    try {
      form = await c.req.formData()
    } catch {
      const message = adminCopy(c.var.locale).photoNotImage
      throw new HttpError(422, message, { photo: [message] })
    }
    const photo = await uploadPhoto(api(c), c.var.staff, entity, intId(api(c), c.req.param('id')), form)
    return ok(api(c), photo, undefined, 201)
  })
  .delete('/:entity{products|events|articles}/:id/photos/:photo', async (c) => {
    const entity = PHOTO_ENTITY[c.req.param('entity') as keyof typeof PHOTO_ENTITY]
    const id = intId(api(c), c.req.param('id'))
    return ok(api(c), await deletePhoto(api(c), c.var.staff, entity, id, intId(api(c), c.req.param('photo'))))
  })

const reservations = new Hono<StaffEnv>()
  .get('/events', async (c) => ok(api(c), await upcomingEvents(api(c))))
  .get('/events/:id/attendees.csv', async (c) => {
    const { csv, slug } = await attendeesCsv(api(c), c.var.staff, intId(api(c), c.req.param('id')))
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="asistentes-${slug}.csv"`,
        'cache-control': 'no-store',
      },
    })
  })
  .get('/tables', async (c) => {
    const { date } = parse(api(c), tableReservationsQuerySchema, queryObject(api(c)))
    return ok(api(c), await tableReservations(api(c), date || santiagoToday(new Date()).day))
  })
  .post(
    '/:kind/:id/status',
    jsonInput<typeof reservationStatusSchema, StaffEnv>(reservationStatusSchema),
    async (c) => {
      const kind = c.req.param('kind')
      if (kind !== 'event' && kind !== 'table') throw new HttpError(404, adminCopy(c.var.locale).reservationNotFound)
      const { status } = c.req.valid('json')
      return ok(api(c), await setReservationStatus(api(c), c.var.staff, kind, intId(api(c), c.req.param('id')), status))
    },
  )

const coupons = new Hono<StaffEnv>()
  .get('/', async (c) => {
    const { q, state } = parse(api(c), couponsQuerySchema, queryObject(api(c)))
    return ok(api(c), await listCoupons(api(c), q, state))
  })
  .post('/', jsonInput<typeof couponCreateSchema, StaffEnv>(couponCreateSchema), async (c) =>
    ok(api(c), await createCoupon(api(c), c.var.staff, c.req.valid('json')), undefined, 201),
  )
  .patch('/:id', jsonInput<typeof couponUpdateSchema, StaffEnv>(couponUpdateSchema), async (c) =>
    ok(api(c), await updateCoupon(api(c), c.var.staff, couponId(api(c), c.req.param('id')), c.req.valid('json'))),
  )
  .delete('/:id', async (c) =>
    ok(api(c), await deactivateCoupon(api(c), c.var.staff, couponId(api(c), c.req.param('id')))),
  )

// Staff find customers and see their orders; a copy of a person's data or its erasure is for admins only.
const customers = new Hono<StaffEnv>()
  .get('/', async (c) => {
    const q = parse(api(c), customersQuerySchema, queryObject(api(c)))
    const { rows, total } = await listCustomers(api(c), q.q, q.page, q.per_page)
    return c.json(pageOf(rows, total, q))
  })
  .get('/:id', async (c) => ok(api(c), await customerDetail(api(c), customerId(api(c), c.req.param('id')))))
  .get('/:id/export', adminOnly, async (c) => {
    const id = customerId(api(c), c.req.param('id'))
    const data = await exportCustomer(api(c), c.var.staff, id)
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="datos-cliente-${id}.json"`,
        'cache-control': 'no-store',
      },
    })
  })
  .delete('/:id', adminOnly, async (c) =>
    ok(api(c), await anonymiseCustomer(api(c), c.var.staff, customerId(api(c), c.req.param('id')))),
  )

const messages = new Hono<StaffEnv>()
  .get('/', async (c) => c.json(await listMessages(api(c), parse(api(c), messagesQuerySchema, queryObject(api(c))))))
  .post('/:id/answered', async (c) =>
    ok(api(c), await markAnswered(api(c), c.var.staff, intId(api(c), c.req.param('id')))),
  )
  .post('/:id/replies', jsonInput<typeof messageReplySchema, StaffEnv>(messageReplySchema), async (c) => {
    const id = intId(api(c), c.req.param('id'))
    return ok(api(c), await replyToMessage(api(c), c.var.staff, id, c.req.valid('json')), undefined, 201)
  })

const audit = new Hono<StaffEnv>().use(adminOnly).get('/', async (c) => {
  const q = parse(api(c), auditQuerySchema, queryObject(api(c)))
  const { rows, total } = await auditPage(c.var.d1, c.var.locale, { ...q, ...dayRange(q.from, q.to) })
  return c.json(pageOf(rows, total, q))
})

const staff = new Hono<StaffEnv>()
  .use(adminOnly)
  .get('/', async (c) => ok(api(c), await listStaff(api(c))))
  .post('/invitations', jsonInput<typeof inviteStaffSchema, StaffEnv>(inviteStaffSchema), async (c) => {
    const { email, role } = c.req.valid('json')
    return ok(api(c), await inviteStaff(api(c), c.var.staff, email, role), undefined, 201)
  })
  .delete('/:id', async (c) => ok(api(c), await revokeStaff(api(c), c.var.staff, intId(api(c), c.req.param('id')))))

const exports = new Hono<StaffEnv>().get('/orders.csv', async (c) => {
  const query = parse(api(c), exportQuerySchema, queryObject(api(c)))
  // Without dates: the current month in Santiago, from its first day to today.
  const today = santiagoToday(new Date()).day
  const from = query.from || (query.to || today).slice(0, 8) + '01'
  const to = query.to || (query.from && query.from > today ? query.from : today)
  const copy = adminCopy(c.var.locale)
  if (from > to) throw new HttpError(422, copy.rangeReversed, { from: [copy.rangeReversed] })
  if (daysBetween(from, to) > EXPORT_MAX_DAYS) {
    throw new HttpError(422, copy.rangeTooLong(EXPORT_MAX_DAYS), { to: [copy.rangeTooLong(EXPORT_MAX_DAYS)] })
  }
  return new Response(ordersCsv(api(c), c.var.staff, { ...query, from, to }), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="pedidos-${from}-a-${to}.csv"`,
      'cache-control': 'no-store',
    },
  })
})

export const adminRoutes = new Hono<StaffEnv>()
  // The invited person is not staff yet: accepting only needs their own session.
  .post(
    '/invitations/accept',
    jsonInput<typeof acceptInvitationSchema, StaffEnv>(acceptInvitationSchema),
    async (c) => {
      const user = await requireUser(api(c))
      return ok(api(c), await acceptInvitation(api(c), user, c.req.valid('json').token))
    },
  )
  .use(staffOnly)
  .get('/me', (c) => ok(api(c), c.var.staff))
  .get('/dashboard', async (c) => ok(api(c), await dashboard(api(c))))
  .get('/content', async (c) => ok(api(c), await contentWithCovers(api(c))))
  .route('/orders', orders)
  .route('/stock', stock)
  .route('/products', catalogueRoutes)
  .route('/products', products)
  .route('/', contentRoutes)
  .route('/reservations', reservations)
  .route('/messages', messages)
  .route('/coupons', coupons)
  .route('/customers', customers)
  .route('/audit', audit)
  .route('/staff', staff)
  .route('/exports', exports)
  .route('/', photos)
