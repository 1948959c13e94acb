import { Hono } from 'hono'
import { shareTokenParamSchema, wishlistItemParamSchema, wishlistQuerySchema } from '~/contract/wishlist'
import { ok, parse, queryInput, type ApiEnv } from '../http'
import * as service from './service'

// Favourites under /api/wishlist: GET the list, PUT/DELETE an item by product slug, POST share (read-only link),
// GET shared/{token}, POST merge (a guest list into the signed-in account). Guests pass their list as ?wishlist_id=.
export const wishlistRoutes = new Hono<ApiEnv>()
  .get('/', queryInput(wishlistQuerySchema), async (c) => {
    const { wishlist_id } = c.req.valid('query')
    return ok(c, await service.getWishlist(c, wishlist_id))
  })
  .put('/items/:slug', queryInput(wishlistQuerySchema), async (c) => {
    const { wishlist_id } = c.req.valid('query')
    const { slug } = parse(c, wishlistItemParamSchema, c.req.param())
    return ok(c, await service.saveItem(c, wishlist_id, slug))
  })
  .delete('/items/:slug', queryInput(wishlistQuerySchema), async (c) => {
    const { wishlist_id } = c.req.valid('query')
    const { slug } = parse(c, wishlistItemParamSchema, c.req.param())
    return ok(c, await service.removeItem(c, wishlist_id, slug))
  })
  .post('/share', queryInput(wishlistQuerySchema), async (c) => {
    const { wishlist_id } = c.req.valid('query')
    return ok(c, await service.shareList(c, wishlist_id), undefined, 201)
  })
  .get('/shared/:token', async (c) => {
    const { token } = parse(c, shareTokenParamSchema, c.req.param())
    return ok(c, await service.sharedList(c, token))
  })
  .post('/merge', queryInput(wishlistQuerySchema), async (c) => {
    const { wishlist_id } = c.req.valid('query')
    return ok(c, await service.mergeGuestList(c, wishlist_id))
  })
