import { Trans, useLingui } from '@lingui/react/macro'
import { WINE_BAR_VENUE } from '~/lib/store'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import type {
  AdminArticle,
  AdminContentRow,
  AdminEvent,
  AdminPage,
  EditablePageContent,
} from '~/contract/admin-catalogue'
import type { RichBlock } from '~/contract/blocks'
import { blocksToText, textToBlocks } from '~/lib/rich-text'
import type { Outcome } from '~/lib/outcome'
import { FORM_DEFAULTS, ShopForm, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import { RichBlocks } from '~/ui/rich-blocks'
import { errorsForFields, intOrNull, numText, sectionsToText, textToSections } from '../editor-kit'
import { calendarDay } from '../format'
import { ActionNotice, PageHeader, StatusBadge } from './shell'

type Notice = { tone: 'ok' | 'error'; text: string } | null

/** What every editor does with the API's answer: a notice, the fields to fix (422), or an offer to reload (409). */
function useSaveResult(fields: readonly string[]) {
  const { t } = useLingui()
  const [notice, setNotice] = useState<Notice>(null)
  const [stale, setStale] = useState(false)
  const handle = <T,>(result: Outcome<T>, formApi: Parameters<typeof setServerErrors>[0], done: string) => {
    if (result.ok) {
      setNotice({ tone: 'ok', text: done })
      setStale(false)
      return true
    }
    setNotice({ tone: 'error', text: result.message || t`No se pudo guardar.` })
    if (result.status === 409) setStale(true)
    if (result.status === 422) setServerErrors(formApi, errorsForFields(result.fieldErrors, fields))
    return false
  }
  return { notice, stale, handle }
}

function StaleNotice({ stale, reload }: { stale: boolean; reload: () => void }) {
  return stale ? (
    <p className="bo-notice bo-notice--error">
      <Trans>Otra persona guardó cambios mientras editabas.</Trans>{' '}
      <button type="button" className="bo-link" onClick={reload}>
        <Trans>Cargar la versión actual</Trans>
      </button>
    </p>
  ) : null
}

/** How the body's text is written (the editor's hint). */
function useBodyHint() {
  const { t } = useLingui()
  return t`«## » título, «### » subtítulo, «- » o «1. » lista, «> » cita, [texto](https://…) enlace, ![descripción](https://…) imagen. Una línea en blanco separa párrafos.`
}

// ---------------------------------------------------------------------------------------------------------- lists

/** Events or articles, newest first, each opening its editor. */
export function ContentList({ kind, rows }: { kind: 'event' | 'article'; rows: AdminContentRow[] }) {
  const { t, i18n } = useLingui()
  const statusLabel: Record<string, string> = {
    draft: t`Borrador`,
    published: t`Publicado`,
    cancelled: t`Cancelado`,
  }
  return (
    <>
      <PageHeader title={kind === 'event' ? t`Eventos` : t`Artículos del blog`}>
        {kind === 'event' ? (
          <Link to="/gestion/eventos/nuevo" className="button button--primary bo-small">
            <Trans>Nuevo evento</Trans>
          </Link>
        ) : (
          <Link to="/gestion/articulos/nuevo" className="button button--primary bo-small">
            <Trans>Nuevo artículo</Trans>
          </Link>
        )}
      </PageHeader>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t`Portada`}</span>
              </th>
              <th scope="col">{t`Título`}</th>
              <th scope="col">{kind === 'event' ? t`Fecha` : t`Publicación`}</th>
              <th scope="col">{t`Estado`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="bo-thumb">
                  {row.cover ? (
                    <img src={row.cover.src} alt="" width={48} height={48} loading="lazy" />
                  ) : (
                    <span className="bo-thumb__none" aria-hidden="true" />
                  )}
                </td>
                <td>
                  {kind === 'event' ? (
                    <Link to="/gestion/eventos/$id" params={{ id: String(row.id) }} className="bo-strong-link">
                      {row.title}
                    </Link>
                  ) : (
                    <Link to="/gestion/articulos/$id" params={{ id: String(row.id) }} className="bo-strong-link">
                      {row.title}
                    </Link>
                  )}
                  <span className="bo-sub bo-mono">{row.slug}</span>
                </td>
                <td>{calendarDay(row.date, i18n.locale)}</td>
                <td>
                  <StatusBadge tone={row.status === 'published' ? 'done' : row.status === 'draft' ? 'wait' : 'bad'}>
                    {statusLabel[row.status] ?? row.status}
                  </StatusBadge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

// --------------------------------------------------------------------------------------------------------- events

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
  save: (body: Record<string, unknown>) => Promise<Outcome<AdminEvent>>
  saved: (event: AdminEvent) => void
  reload: () => void
  cover?: ReactNode
}) {
  const { t } = useLingui()
  const { notice, stale, handle } = useSaveResult(EVENT_FIELDS)
  const bodyHint = useBodyHint()
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
      <PageHeader title={event ? event.es.title : t`Nuevo evento`}>
        <Link to="/gestion/eventos" className="button button--ghost bo-small">
          <Trans>Volver a eventos</Trans>
        </Link>
        {event && event.status === 'published' ? (
          <a href={`/eventos/${event.slug}`} target="_blank" rel="noreferrer" className="button button--ghost bo-small">
            <Trans>Ver en la tienda</Trans>
          </a>
        ) : null}
      </PageHeader>
      <ActionNotice notice={notice} />
      <StaleNotice stale={stale} reload={reload} />
      {event ? (
        <p className="bo-sub">
          <Trans>
            {event.seats_taken} de {event.capacity} cupos reservados.
          </Trans>
        </p>
      ) : null}
      {cover}
      <ShopForm form={form} className="bo-editor" aria-label={t`Ficha del evento`}>
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
        {(['es', 'en'] as const).map((lang) => (
          <fieldset key={lang} className="bo-panel bo-editor__section" lang={lang}>
            <legend>{lang === 'es' ? t`Textos en español` : t`Textos en inglés`}</legend>
            <div className="bo-editor__grid bo-editor__grid--texts">
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
            </div>
          </fieldset>
        ))}
        <div className="bo-editor__actions">
          <form.SubmitButton pending={<Trans>Guardando…</Trans>}>
            {event ? <Trans>Guardar cambios</Trans> : <Trans>Crear evento</Trans>}
          </form.SubmitButton>
        </div>
      </ShopForm>
    </>
  )
}

// ------------------------------------------------------------------------------------------------------- articles

interface ArticleTextValues {
  title: string
  excerpt: string
  body: string
  download_title: string
}

const ARTICLE_FIELDS = [
  'slug',
  'category_slug',
  'author',
  'status',
  'published_at',
  'tags',
  'download_url',
  ...['es', 'en'].flatMap((l) => ['title', 'excerpt', 'body', 'download_title'].map((k) => `${l}.${k}`)),
] as const

const articleTexts = (a: AdminArticle | null, lang: 'es' | 'en'): ArticleTextValues => ({
  title: a?.[lang].title ?? '',
  excerpt: a?.[lang].excerpt ?? '',
  body: a ? blocksToText(a[lang].body) : '',
  download_title: a?.[lang].download_title ?? '',
})

export function ArticleEditor({
  article,
  categories,
  save,
  saved,
  reload,
  cover,
}: {
  article: AdminArticle | null
  categories: { slug: string; name: string }[]
  save: (body: Record<string, unknown>) => Promise<Outcome<AdminArticle>>
  saved: (article: AdminArticle) => void
  reload: () => void
  cover?: ReactNode
}) {
  const { t } = useLingui()
  const { notice, stale, handle } = useSaveResult(ARTICLE_FIELDS)
  const bodyHint = useBodyHint()
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: {
      slug: article?.slug ?? '',
      category_slug: article?.category_slug ?? categories[0]?.slug ?? '',
      author: article?.author ?? '',
      status: article?.status ?? 'draft',
      published_at: article?.published_at ?? '',
      tags: article?.tags.join(', ') ?? '',
      download_url: article?.download_url ?? '',
      es: articleTexts(article, 'es'),
      en: articleTexts(article, 'en'),
    },
    onSubmit: async ({ value, formApi }) => {
      const texts = (v: ArticleTextValues) => ({ ...v, body: textToBlocks(v.body) })
      const body = {
        ...value,
        tags: value.tags
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        es: texts(value.es),
        en: texts(value.en),
        ...(article ? { version: article.version } : {}),
      }
      const result = await save(body)
      if (handle(result, formApi, article ? t`Cambios guardados.` : t`Artículo creado.`) && result.ok) {
        saved(result.data)
      }
    },
  })
  return (
    <>
      <PageHeader title={article ? article.es.title : t`Nuevo artículo`}>
        <Link to="/gestion/articulos" className="button button--ghost bo-small">
          <Trans>Volver a artículos</Trans>
        </Link>
        {article ? (
          <Link
            to="/gestion/articulos/$id/vista-previa"
            params={{ id: String(article.id) }}
            className="button button--ghost bo-small"
          >
            <Trans>Vista previa</Trans>
          </Link>
        ) : null}
        {article && article.status === 'published' ? (
          <a href={`/blog/${article.slug}`} target="_blank" rel="noreferrer" className="button button--ghost bo-small">
            <Trans>Ver en la tienda</Trans>
          </a>
        ) : null}
      </PageHeader>
      <ActionNotice notice={notice} />
      <StaleNotice stale={stale} reload={reload} />
      {cover}
      <ShopForm form={form} className="bo-editor" aria-label={t`Artículo`}>
        <fieldset className="bo-panel bo-editor__section">
          <legend>{t`Publicación`}</legend>
          <div className="bo-editor__grid">
            <form.AppField name="slug">
              {(f) => <f.TextField label={t`Dirección (slug)`} maxLength={160} />}
            </form.AppField>
            <form.AppField name="category_slug">
              {(f) => (
                <f.SelectField
                  label={t`Categoría`}
                  options={categories.map((c) => ({ value: c.slug, label: c.name }))}
                />
              )}
            </form.AppField>
            <form.AppField name="author">{(f) => <f.TextField label={t`Autor`} maxLength={120} />}</form.AppField>
            <form.AppField name="status">
              {(f) => (
                <f.SelectField
                  label={t`Estado`}
                  options={[
                    { value: 'draft', label: t`Borrador (solo vista previa)` },
                    { value: 'published', label: t`Publicado` },
                  ]}
                />
              )}
            </form.AppField>
            <form.AppField name="published_at">
              {(f) => (
                <f.TextField
                  label={t`Fecha de publicación (hora de Santiago)`}
                  type="datetime-local"
                  hint={t`Vacía: el momento de publicar.`}
                />
              )}
            </form.AppField>
            <form.AppField name="tags">
              {(f) => <f.TextField label={t`Etiquetas (separadas por coma)`} />}
            </form.AppField>
            <form.AppField name="download_url">
              {(f) => <f.TextField label={t`Archivo descargable`} hint={t`/descargas/… o https://…`} />}
            </form.AppField>
          </div>
        </fieldset>
        {(['es', 'en'] as const).map((lang) => (
          <fieldset key={lang} className="bo-panel bo-editor__section" lang={lang}>
            <legend>{lang === 'es' ? t`Texto en español` : t`Texto en inglés`}</legend>
            <div className="bo-editor__grid bo-editor__grid--texts">
              <form.AppField name={`${lang}.title`}>
                {(f) => <f.TextField label={t`Título`} maxLength={160} />}
              </form.AppField>
              <form.AppField name={`${lang}.excerpt`}>
                {(f) => <f.TextareaField label={t`Bajada`} rows={2} />}
              </form.AppField>
              <form.AppField name={`${lang}.body`}>
                {(f) => <f.TextareaField label={t`Cuerpo`} rows={14} hint={bodyHint} />}
              </form.AppField>
              <form.AppField name={`${lang}.download_title`}>
                {(f) => <f.TextField label={t`Nombre del descargable`} maxLength={120} />}
              </form.AppField>
            </div>
          </fieldset>
        ))}
        <div className="bo-editor__actions">
          <form.SubmitButton pending={<Trans>Guardando…</Trans>}>
            {article ? <Trans>Guardar cambios</Trans> : <Trans>Crear artículo</Trans>}
          </form.SubmitButton>
        </div>
      </ShopForm>
    </>
  )
}

/** An article as the blog will show it, published or not (staff only: this page is under /gestion). */
export function ArticlePreview({ article, lang }: { article: AdminArticle; lang: 'es' | 'en' }) {
  const { t } = useLingui()
  const texts = article[lang]
  return (
    <>
      <PageHeader title={t`Vista previa`}>
        <Link to="/gestion/articulos/$id" params={{ id: String(article.id) }} className="button button--ghost bo-small">
          <Trans>Volver a editar</Trans>
        </Link>
        <Link
          to="/gestion/articulos/$id/vista-previa"
          params={{ id: String(article.id) }}
          search={{ idioma: lang === 'es' ? 'en' : 'es' }}
          className="button button--ghost bo-small"
        >
          {lang === 'es' ? <Trans>Ver en inglés</Trans> : <Trans>Ver en español</Trans>}
        </Link>
      </PageHeader>
      {article.status !== 'published' ? (
        <p className="bo-notice bo-notice--error">
          <Trans>Borrador: solo el equipo ve esta página.</Trans>
        </p>
      ) : null}
      <article className="bo-panel bo-preview" lang={lang}>
        {article.cover ? (
          <img
            className="bo-preview__cover"
            src={article.cover.src}
            alt={article.cover.alt}
            width={article.cover.width}
            height={article.cover.height}
          />
        ) : null}
        <h1>{texts.title}</h1>
        <p className="bo-preview__lead">{texts.excerpt}</p>
        <RichBlocks blocks={texts.body as RichBlock[]} className="bo-preview__body" />
      </article>
    </>
  )
}

// ---------------------------------------------------------------------------------------------------------- pages

export function PagesList({ pages }: { pages: { slug: string; title: string }[] }) {
  const { t } = useLingui()
  return (
    <>
      <PageHeader title={t`Páginas de la tienda`} />
      <ul className="bo-panel bo-page-list">
        {pages.map((page) => (
          <li key={page.slug}>
            <Link to="/gestion/paginas/$slug" params={{ slug: page.slug }} className="bo-strong-link">
              {page.title}
            </Link>
            <span className="bo-sub bo-mono">{page.slug}</span>
          </li>
        ))}
      </ul>
    </>
  )
}

interface PageTextValues {
  seo_title: string
  seo_description: string
  title: string
  intro: string
  sections: string
}

const PAGE_FIELDS = ['es', 'en'].flatMap((l) =>
  ['seo.title', 'seo.description', 'title', 'intro', 'sections'].map((k) => `${l}.${k}`),
)

const pageTexts = (c: EditablePageContent): PageTextValues => ({
  seo_title: c.seo.title,
  seo_description: c.seo.description,
  title: c.title,
  intro: c.intro,
  sections: sectionsToText(c.sections),
})

export function PageEditor({
  page,
  storefrontPath,
  save,
  saved,
  reload,
}: {
  page: AdminPage
  storefrontPath: string | null
  save: (body: Record<string, unknown>) => Promise<Outcome<AdminPage>>
  saved: () => void
  reload: () => void
}) {
  const { t } = useLingui()
  const { notice, stale, handle } = useSaveResult(PAGE_FIELDS)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: { es: pageTexts(page.es), en: pageTexts(page.en) },
    onSubmit: async ({ value, formApi }) => {
      const content = (v: PageTextValues) => ({
        seo: { title: v.seo_title, description: v.seo_description },
        title: v.title,
        intro: v.intro,
        sections: textToSections(v.sections),
      })
      const result = await save({ version: page.version, es: content(value.es), en: content(value.en) })
      // The API names SEO fields seo.title; the form holds them as seo_title.
      if (!result.ok && result.status === 422) {
        const renamed = Object.fromEntries(
          Object.entries(result.fieldErrors).map(([k, m]) => [k.replace('.seo.', '.seo_'), m]),
        )
        handle({ ...result, fieldErrors: renamed }, formApi, '')
        return
      }
      if (handle(result, formApi, t`Página guardada.`)) saved()
    },
  })
  return (
    <>
      <PageHeader title={page.es.title || page.slug}>
        <Link to="/gestion/paginas" className="button button--ghost bo-small">
          <Trans>Volver a páginas</Trans>
        </Link>
        {storefrontPath ? (
          <a href={storefrontPath} target="_blank" rel="noreferrer" className="button button--ghost bo-small">
            <Trans>Ver en la tienda</Trans>
          </a>
        ) : null}
      </PageHeader>
      <ActionNotice notice={notice} />
      <StaleNotice stale={stale} reload={reload} />
      <ShopForm form={form} className="bo-editor" aria-label={t`Página`}>
        {(['es', 'en'] as const).map((lang) => (
          <fieldset key={lang} className="bo-panel bo-editor__section" lang={lang}>
            <legend>{lang === 'es' ? t`Español` : t`Inglés`}</legend>
            <div className="bo-editor__grid bo-editor__grid--texts">
              <form.AppField name={`${lang}.title`}>
                {(f) => <f.TextField label={t`Título`} maxLength={160} />}
              </form.AppField>
              <form.AppField name={`${lang}.intro`}>
                {(f) => <f.TextareaField label={t`Introducción`} rows={3} />}
              </form.AppField>
              <form.AppField name={`${lang}.sections`}>
                {(f) => (
                  <f.TextareaField
                    label={t`Secciones`}
                    rows={16}
                    hint={t`«## » abre una sección con su título; «- » es un punto de su lista; una línea en blanco separa párrafos.`}
                  />
                )}
              </form.AppField>
              <form.AppField name={`${lang}.seo_title`}>
                {(f) => <f.TextField label={t`Título para buscadores`} maxLength={120} />}
              </form.AppField>
              <form.AppField name={`${lang}.seo_description`}>
                {(f) => <f.TextareaField label={t`Descripción para buscadores`} rows={2} />}
              </form.AppField>
            </div>
          </fieldset>
        ))}
        <div className="bo-editor__actions">
          <form.SubmitButton pending={<Trans>Guardando…</Trans>}>
            <Trans>Guardar página</Trans>
          </form.SubmitButton>
        </div>
      </ShopForm>
    </>
  )
}

/** The cover photo of an event or article: a new one replaces the old (the API checks the file). */
export function CoverForm({
  cover,
  upload,
  changed,
}: {
  cover: { src: string; width: number; height: number } | null
  upload: (file: File) => Promise<{ ok: boolean; message: string | null }>
  changed: () => void
}) {
  const { t } = useLingui()
  const [notice, setNotice] = useState<Notice>(null)
  return (
    <section className="bo-panel bo-cover" aria-label={t`Portada`}>
      <div className="bo-cover__thumb">
        {cover ? (
          <img src={cover.src} alt="" width={cover.width} height={cover.height} loading="lazy" />
        ) : (
          <span className="bo-sub">{t`Sin foto (se muestra el dibujo)`}</span>
        )}
      </div>
      <form
        className="bo-cover__form"
        onSubmit={async (e) => {
          e.preventDefault()
          const form = e.currentTarget
          const file = (form.elements.namedItem('photo') as HTMLInputElement).files?.[0]
          if (!file) return
          const result = await upload(file)
          setNotice(
            result.ok
              ? { tone: 'ok', text: t`Portada actualizada.` }
              : { tone: 'error', text: result.message ?? t`No pudimos subir la foto. Intenta de nuevo.` },
          )
          form.reset()
          changed()
        }}
      >
        <label className="bo-form-field">
          <span>{cover ? t`Cambiar portada` : t`Subir portada`}</span>
          <input name="photo" type="file" accept="image/jpeg,image/png,image/webp,image/avif" required />
        </label>
        <button type="submit" className="button button--ghost bo-small">
          <Trans>Subir</Trans>
        </button>
      </form>
      <ActionNotice notice={notice} />
    </section>
  )
}
