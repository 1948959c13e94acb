import { Hono } from 'hono'
import {
  articleInputSchema,
  articlePatchSchema,
  eventInputSchema,
  eventPatchSchema,
  pagePutSchema,
} from '~/contract/admin-catalogue'
import { HttpError, jsonInput, ok, type ApiContext } from '../../http'
import type { StaffEnv } from '../guard'
import { catalogueCopy } from '../catalogue-messages'
import * as content from './service'

// /api/admin/events, /articles, /pages: what the shop publishes besides its products (docs/backoffice.md
// "Content"). Mounted below staffOnly: every call is authorised.

const api = (c: unknown) => c as ApiContext
const idOf = (_c: ApiContext, value: string, message: string) => {
  if (!/^\d{1,12}$/.test(value)) throw new HttpError(404, message)
  return Number(value)
}

const events = new Hono<StaffEnv>()
  .get('/', async (c) => ok(api(c), await content.listAdminEvents(api(c))))
  .post('/', jsonInput<typeof eventInputSchema, StaffEnv>(eventInputSchema), async (c) =>
    ok(api(c), await content.createEvent(api(c), c.var.staff, c.req.valid('json')), undefined, 201),
  )
  .get('/:id', async (c) =>
    ok(
      api(c),
      await content.adminEvent(api(c), idOf(api(c), c.req.param('id'), catalogueCopy(c.var.locale).eventNotFound)),
    ),
  )
  .patch('/:id', jsonInput<typeof eventPatchSchema, StaffEnv>(eventPatchSchema), async (c) => {
    const id = idOf(api(c), c.req.param('id'), catalogueCopy(c.var.locale).eventNotFound)
    return ok(api(c), await content.updateEvent(api(c), c.var.staff, id, c.req.valid('json')))
  })

const articles = new Hono<StaffEnv>()
  .get('/', async (c) => ok(api(c), await content.listAdminArticles(api(c))))
  .post('/', jsonInput<typeof articleInputSchema, StaffEnv>(articleInputSchema), async (c) =>
    ok(api(c), await content.createArticle(api(c), c.var.staff, c.req.valid('json')), undefined, 201),
  )
  .get('/:id', async (c) =>
    ok(
      api(c),
      await content.adminArticle(api(c), idOf(api(c), c.req.param('id'), catalogueCopy(c.var.locale).articleNotFound)),
    ),
  )
  .patch('/:id', jsonInput<typeof articlePatchSchema, StaffEnv>(articlePatchSchema), async (c) => {
    const id = idOf(api(c), c.req.param('id'), catalogueCopy(c.var.locale).articleNotFound)
    return ok(api(c), await content.updateArticle(api(c), c.var.staff, id, c.req.valid('json')))
  })

const pages = new Hono<StaffEnv>()
  .get('/', async (c) => ok(api(c), await content.listAdminPages(api(c))))
  .get('/:slug', async (c) => ok(api(c), await content.adminPage(api(c), c.req.param('slug'))))
  .put('/:slug', jsonInput<typeof pagePutSchema, StaffEnv>(pagePutSchema), async (c) =>
    ok(api(c), await content.savePage(api(c), c.var.staff, c.req.param('slug'), c.req.valid('json'))),
  )

export const contentRoutes = new Hono<StaffEnv>()
  .route('/events', events)
  .route('/articles', articles)
  .route('/pages', pages)
