import { createFileRoute, useRouter } from '@tanstack/react-router'
import {
  listAdminMessages,
  markAdminMessageAnswered,
  replyToAdminMessage,
} from '~/features/backoffice/backoffice.functions'
import { MessagesPage } from '~/features/backoffice/components/inbox'
import { oneOf, page, searchParams } from '~/lib/search-params'

const validateSearch = searchParams({
  estado: oneOf(['open', 'answered', 'all']),
  page: page(),
})

export const Route = createFileRoute('/gestion/mensajes')({
  validateSearch,
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
