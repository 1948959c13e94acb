/** The multipart body of a photo upload: the original file and its alternative text (the API checks the bytes). */
export function photoForm(file: File, alt: string): FormData {
  const form = new FormData()
  form.append('photo', file)
  form.append('alt', alt)
  return form
}

/** Sends a photo through the back-office's upload route; the API's message when it is refused. */
export async function uploadPhoto(
  entity: 'products' | 'events' | 'articles',
  id: number,
  file: File,
  alt: string,
): Promise<{ ok: boolean; message: string | null }> {
  const res = await fetch(`/gestion/fotos/${entity}/${id}`, { method: 'POST', body: photoForm(file, alt) })
  if (res.ok) return { ok: true, message: null }
  const body = (await res.json().catch(() => ({}))) as { message?: string }
  return { ok: false, message: body.message ?? null }
}
