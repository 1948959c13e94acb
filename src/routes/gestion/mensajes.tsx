import { createFileRoute, useRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import {
  listAdminMessages,
  markAdminMessageAnswered,
  replyToAdminMessage,
} from '~/features/backoffice/backoffice.functions'
import { MessagesPage } from '~/features/backoffice/components/inbox'

export const Route = createFileRoute('/gestion/mensajes')({
  validateSearch: v.object({
    estado: v.fallback(v.optional(v.picklist(['open', 'answered', 'all'])), undefined),
    page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  }),
  loaderDeps: ({ search }) => ({ state: search.estado ?? 'open', page: search.page ?? 1 }),
  loader: async ({ deps }) => ({
    messages: await listAdminMessages({ data: { state: deps.state, page: String(deps.page) } }),
    state: deps.state,
  }),
  component: MessagesRoute,
})

function MessagesRoute() {
  const { messages, state } = Route.useLoaderData()
  const router = useRouter()
  return (
    <MessagesPage
      messages={messages}
      state={state}
      markAnswered={(id) => markAdminMessageAnswered({ data: { id } })}
      sendReply={(id, body, repliesSeen) =>
        replyToAdminMessage({ data: { id, reply: { body, replies_seen: repliesSeen } } })
      }
      changed={() => void router.invalidate()}
    />
  )
}
