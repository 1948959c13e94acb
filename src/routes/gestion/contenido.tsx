import { createFileRoute, useRouter } from '@tanstack/react-router'
import { listAdminContent } from '~/features/backoffice/backoffice.functions'
import { ContentPage } from '~/features/backoffice/components/content'
import { uploadPhoto } from '~/features/backoffice/photo-upload'

export const Route = createFileRoute('/gestion/contenido')({
  loader: () => listAdminContent(),
  component: ContentRoute,
})

function ContentRoute() {
  const router = useRouter()
  return (
    <ContentPage
      items={Route.useLoaderData()}
      upload={(entity, id, file, alt) => uploadPhoto(entity, id, file, alt)}
      changed={() => void router.invalidate()}
    />
  )
}
