import * as v from 'valibot'
import { contentPageSchema, homeContentSchema } from '~/contract/pages'

// The content pages' parsers, loaded on demand through ./page-schemas.ts (with the valibot functions they use only).
export const parseContentPage = (content: unknown) => v.parse(contentPageSchema, content)
export const parseHomeContent = (content: unknown) => v.parse(homeContentSchema, content)
