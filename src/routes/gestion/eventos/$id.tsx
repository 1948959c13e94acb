import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { getAdminEvent, saveAdminEvent } from '~/features/backoffice/catalogue.functions'
import { CoverForm } from '~/features/backoffice/components/content/cover-form'
import { EventEditor } from '~/features/backoffice/components/content/event-editor'
import { uploadPhoto } from '~/features/backoffice/photo-upload'

export const Route = createFileRoute('/gestion/eventos/$id')({
  loader: async ({ params }) => {
    const id = /^\d{1,12}$/.test(params.id) ? Number(params.id) : 0
    const event = id ? await getAdminEvent({ data: { id } }) : null
    if (!event) throw notFound()
    return event
  },
  component: function EventRoute() {
    const event = Route.useLoaderData()
    const router = useRouter()
    const [generation, setGeneration] = useState(0)
    const changed = () => void router.invalidate()
    return (
      <EventEditor
        key={`${event.id}:${generation}`}
        event={event}
        save={(body) => saveAdminEvent({ data: { id: event.id, event: body as never } })}
        saved={changed}
        reload={() => void router.invalidate().then(() => setGeneration((g) => g + 1))}
        cover={
          <CoverForm
            cover={event.cover}
            upload={(file) => uploadPhoto('events', event.id, file, '')}
            changed={changed}
          />
        }
      />
    )
  },
})
