import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { saveAdminEvent } from '~/features/backoffice/catalogue.functions'
import { EventEditor } from '~/features/backoffice/components/content/event-editor'

export const Route = createFileRoute('/gestion/eventos/nuevo')({
  component: function NewEventRoute() {
    const navigate = useNavigate()
    return (
      <EventEditor
        event={null}
        save={(body) => saveAdminEvent({ data: { event: body as never } })}
        saved={(event) => void navigate({ to: '/gestion/eventos/$id', params: { id: String(event.id) } })}
        reload={() => undefined}
      />
    )
  },
})
