import { Hono } from 'hono'
import { listCommunes, listRegions } from './queries'
import { notFound, ok, parse, type ApiEnv } from '../http'
import { regionParamSchema } from '~/contract/regions'

// docs/product.md, The API: GET /regions and GET /regions/{region}/communes (addresses use regions and communes, docs/product.md, The shop and its people).
const spanish = new Intl.Collator('es')

export const regionsRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => {
    return ok(c, await listRegions(c.var.d1))
  })
  .get('/:region/communes', async (c) => {
    const { region } = parse(c, regionParamSchema, c.req.param())
    const rows = await listCommunes(c.var.d1, region)
    if (rows.length === 0) notFound(c)
    // SQLite orders bytes (Ñuñoa after Zapallar); shoppers expect Spanish alphabetical order.
    return ok(
      c,
      rows.sort((a, b) => spanish.compare(a.name, b.name)),
    )
  })
