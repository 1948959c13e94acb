import { Hono } from 'hono'
import { asc, eq } from 'drizzle-orm'
import { communes, regions } from '../db/schema'
import { notFound, ok, parse, type ApiEnv } from '../http'
import { regionParamSchema } from '~/contract/regions'

// docs/product.md, The API: GET /regions and GET /regions/{region}/communes (addresses use regions and communes, docs/product.md, The shop and its people).
const spanish = new Intl.Collator('es')

export const regionsRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const rows = await c.var.db
      .select({ id: regions.id, name: regions.name, roman: regions.roman })
      .from(regions)
      .orderBy(asc(regions.sortOrder))
    return ok(c, rows)
  })
  .get('/:region/communes', async (c) => {
    const { region } = parse(c, regionParamSchema, c.req.param())
    const rows = await c.var.db
      .select({ id: communes.id, name: communes.name, region_id: communes.regionId })
      .from(communes)
      .where(eq(communes.regionId, region))
    if (rows.length === 0) notFound(c)
    // SQLite orders bytes (Ñuñoa after Zapallar); shoppers expect Spanish alphabetical order.
    return ok(
      c,
      rows.sort((a, b) => spanish.compare(a.name, b.name)),
    )
  })
