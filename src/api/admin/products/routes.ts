import { Hono } from 'hono'
import {
  adminCatalogueQuerySchema,
  photoEditSchema,
  photoOrderSchema,
  productInputSchema,
  productPatchSchema,
} from '~/contract/admin-catalogue'
import { HttpError, jsonInput, ok, parse, queryObject, type ApiContext } from '../../http'
import type { StaffEnv } from '../guard'
import { catalogueCopy } from '../catalogue-messages'
import {
  adminProduct,
  createProduct,
  editorialCategories,
  editPhoto,
  listCatalogue,
  orderPhotos,
  updateProduct,
} from './service'

// /api/admin/products: the catalogue editor (docs/backoffice.md "Catalogue"). Mounted below staffOnly, so every
// call is authorised; stock counts and the active switch stay in ../routes.ts.

const api = (c: unknown) => c as ApiContext
const idOf = (c: ApiContext, value: string, notFound = catalogueCopy(c.var.locale).productNotFound) => {
  if (!/^\d{1,12}$/.test(value)) throw new HttpError(404, notFound)
  return Number(value)
}

export const catalogueRoutes = new Hono<StaffEnv>()
  .get('/', async (c) =>
    c.json(await listCatalogue(api(c), parse(api(c), adminCatalogueQuerySchema, queryObject(api(c))))),
  )
  .post('/', jsonInput<typeof productInputSchema, StaffEnv>(productInputSchema), async (c) =>
    ok(api(c), await createProduct(api(c), c.var.staff, c.req.valid('json')), undefined, 201),
  )
  .get('/categories', async (c) => ok(api(c), await editorialCategories(api(c))))
  .get('/:id', async (c) => ok(api(c), await adminProduct(api(c), idOf(api(c), c.req.param('id')))))
  .patch('/:id', jsonInput<typeof productPatchSchema, StaffEnv>(productPatchSchema), async (c) =>
    ok(api(c), await updateProduct(api(c), c.var.staff, idOf(api(c), c.req.param('id')), c.req.valid('json'))),
  )
  .put('/:id/photos/order', jsonInput<typeof photoOrderSchema, StaffEnv>(photoOrderSchema), async (c) =>
    ok(api(c), await orderPhotos(api(c), c.var.staff, idOf(api(c), c.req.param('id')), c.req.valid('json').ids)),
  )
  .patch('/:id/photos/:photo', jsonInput<typeof photoEditSchema, StaffEnv>(photoEditSchema), async (c) => {
    const id = idOf(api(c), c.req.param('id'))
    const photo = idOf(api(c), c.req.param('photo'), catalogueCopy(c.var.locale).photoNotFound)
    return ok(api(c), await editPhoto(api(c), c.var.staff, id, photo, c.req.valid('json')))
  })
