import { Trans, useLingui } from '@lingui/react/macro'
import { WINE_BAR_VENUE } from '~/lib/store'
import { Link } from '@tanstack/react-router'
import type { AdminEvent } from '~/contract/admin-catalogue'
import { blocksToText, textToBlocks } from '~/lib/rich-text'
import { FORM_DEFAULTS, ShopForm, useAppForm } from '~/ui/form/form-kit'
import { intOrNull, numText } from '../../editor-kit'
import {
  BilingualFieldsets,
  ErrorSummary,
  SaveBar,
  EditorHeader,
  type EditorActions,
  useEnglishHint,
  useBodyHint,
  useSaveResult,
  useTextLabels,
} from './editor-parts'

interface EventTextValues {
  title: string
  summary: string
  body: string
  includes: string
}

const EVENT_FIELDS = [
  'slug',
  'category',
  'status',
  'starts_at',
  'ends_at',
  'venue',
  'price',
  'capacity',
  ...['es', 'en'].flatMap((l) => ['title', 'summary', 'body', 'includes'].map((k) => `${l}.${k}`)),
] as const

const eventTexts = (e: AdminEvent | null, lang: 'es' | 'en'): EventTextValues => ({
  title: e?.[lang].title ?? '',
  summary: e?.[lang].summary ?? '',
  body: e ? blocksToText(e[lang].body) : '',
  includes: e ? e[lang].includes.join('\n') : '',
})

export function EventEditor({
  event,
  save,
  saved,
  reload,
  cover,
}: {
  event: AdminEvent | null
} & EditorActions<AdminEvent>) {
  const { t } = useLingui()
  const { notice, stale, fieldErrors, handle } = useSaveResult(EVENT_FIELDS)
  const bodyHint = useBodyHint()
  const englishHint = useEnglishHint()
  const labels = {
    slug: t`Dirección (slug)`,
    category: t`Tipo de evento`,
    status: t`Estado`,
    starts_at: t`Empieza (hora de Santiago)`,
    ends_at: t`Termina (hora de Santiago)`,
    venue: t`Lugar`,
    price: t`Precio por persona (CLP)`,
    capacity: t`Cupos`,
    ...useTextLabels({
      title: t`Título`,
      summary: t`Resumen`,
      body: t`Descripción`,
      includes: t`Incluye (uno por línea)`,
    }),
  }
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: {
      slug: event?.slug ?? '',
      category: event?.category ?? 'cata',
      status: event?.status ?? 'draft',
      starts_at: event?.starts_at ?? '',
      ends_at: event?.ends_at ?? '',
      venue: event?.venue ?? WINE_BAR_VENUE,
      price: numText(event?.price),
      capacity: numText(event?.capacity ?? 20),
      es: eventTexts(event, 'es'),
      en: eventTexts(event, 'en'),
    },
    onSubmit: async ({ value, formApi }) => {
      const texts = (v: EventTextValues) => ({
        title: v.title,
        summary: v.summary,
        body: textToBlocks(v.body),
        includes: v.includes
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean),
      })
      const body = {
        ...value,
        price: intOrNull(value.price),
        capacity: intOrNull(value.capacity),
        es: texts(value.es),
        en: texts(value.en),
        ...(event ? { version: event.version } : {}),
      }
      const result = await save(body)
      if (handle(result, formApi, event ? t`Cambios guardados.` : t`Evento creado.`) && result.ok) saved(result.data)
    },
  })
  return (
    <>
      <EditorHeader
        title={event ? event.es.title : t`Nuevo evento`}
        back={
          <Link to="/gestion/eventos" className="button button--ghost bo-small">
            <Trans>Volver a eventos</Trans>
          </Link>
        }
        storefront={event?.status === 'published' ? `/eventos/${event.slug}` : null}
        notice={notice}
        stale={stale}
        reload={reload}
      />
      {event ? (
        <p className="bo-sub">
          <Trans>
            {event.seats_taken} de {event.capacity} cupos reservados.
          </Trans>
        </p>
      ) : null}
      {cover}
      <ShopForm form={form} className="bo-editor" aria-label={t`Ficha del evento`}>
        <ErrorSummary errors={fieldErrors} labels={labels} />
        <fieldset className="bo-panel bo-editor__section">
          <legend>{t`Evento`}</legend>
          <div className="bo-editor__grid">
            <form.AppField name="slug">
              {(f) => <f.TextField label={t`Dirección (slug)`} maxLength={160} />}
            </form.AppField>
            <form.AppField name="category">
              {(f) => (
                <f.SelectField
                  label={t`Tipo de evento`}
                  options={[
                    { value: 'cata', label: t`Cata` },
                    { value: 'maridaje', label: t`Cena maridaje` },
                    { value: 'curso', label: t`Curso` },
                    { value: 'lanzamiento', label: t`Lanzamiento` },
                    { value: 'musica', label: t`Música en vivo` },
                  ]}
                />
              )}
            </form.AppField>
            <form.AppField name="status">
              {(f) => (
                <f.SelectField
                  label={t`Estado`}
                  options={[
                    { value: 'draft', label: t`Borrador (no se publica)` },
                    { value: 'published', label: t`Publicado` },
                    { value: 'cancelled', label: t`Cancelado` },
                  ]}
                />
              )}
            </form.AppField>
            <form.AppField name="starts_at">
              {(f) => <f.TextField label={t`Empieza (hora de Santiago)`} type="datetime-local" />}
            </form.AppField>
            <form.AppField name="ends_at">
              {(f) => <f.TextField label={t`Termina (hora de Santiago)`} type="datetime-local" />}
            </form.AppField>
            <form.AppField name="venue">{(f) => <f.TextField label={t`Lugar`} maxLength={160} />}</form.AppField>
            <form.AppField name="price">
              {(f) => <f.TextField label={t`Precio por persona (CLP)`} inputMode="numeric" />}
            </form.AppField>
            <form.AppField name="capacity">{(f) => <f.TextField label={t`Cupos`} inputMode="numeric" />}</form.AppField>
          </div>
        </fieldset>
        <BilingualFieldsets legends={{ es: t`Textos en español`, en: t`Textos en inglés` }} hints={{ en: englishHint }}>
          {(lang) => (
            <>
              <form.AppField name={`${lang}.title`}>
                {(f) => <f.TextField label={t`Título`} maxLength={160} />}
              </form.AppField>
              <form.AppField name={`${lang}.summary`}>
                {(f) => <f.TextareaField label={t`Resumen`} rows={2} />}
              </form.AppField>
              <form.AppField name={`${lang}.body`}>
                {(f) => <f.TextareaField label={t`Descripción`} rows={8} hint={bodyHint} />}
              </form.AppField>
              <form.AppField name={`${lang}.includes`}>
                {(f) => <f.TextareaField label={t`Incluye (uno por línea)`} rows={3} />}
              </form.AppField>
            </>
          )}
        </BilingualFieldsets>
        <SaveBar>{event ? <Trans>Guardar cambios</Trans> : <Trans>Crear evento</Trans>}</SaveBar>
      </ShopForm>
    </>
  )
}
