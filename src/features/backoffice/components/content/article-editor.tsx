import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { AdminArticle } from '~/contract/admin-catalogue'
import { blocksToText, textToBlocks } from '~/lib/rich-text'
import { FORM_DEFAULTS, ShopForm, useAppForm } from '~/ui/form/form-kit'
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
} & EditorActions<AdminArticle>) {
  const { t } = useLingui()
  const { notice, stale, fieldErrors, handle } = useSaveResult(ARTICLE_FIELDS)
  const bodyHint = useBodyHint()
  const englishHint = useEnglishHint()
  const labels = {
    slug: t`Dirección (slug)`,
    category_slug: t`Categoría`,
    author: t`Autor`,
    status: t`Estado`,
    published_at: t`Fecha de publicación (hora de Santiago)`,
    tags: t`Etiquetas (separadas por coma)`,
    download_url: t`Archivo descargable`,
    ...useTextLabels({
      title: t`Título`,
      excerpt: t`Bajada`,
      body: t`Cuerpo`,
      download_title: t`Nombre del descargable`,
    }),
  }
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
      <EditorHeader
        title={article ? article.es.title : t`Nuevo artículo`}
        back={
          <Link to="/gestion/articulos" className="button button--ghost bo-small">
            <Trans>Volver a artículos</Trans>
          </Link>
        }
        storefront={article?.status === 'published' ? `/blog/${article.slug}` : null}
        notice={notice}
        stale={stale}
        reload={reload}
      >
        {article ? (
          <Link
            to="/gestion/articulos/$id/vista-previa"
            params={{ id: String(article.id) }}
            className="button button--ghost bo-small"
          >
            <Trans>Vista previa</Trans>
          </Link>
        ) : null}
      </EditorHeader>
      {cover}
      <ShopForm form={form} className="bo-editor" aria-label={t`Artículo`}>
        <ErrorSummary errors={fieldErrors} labels={labels} />
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
        <BilingualFieldsets legends={{ es: t`Texto en español`, en: t`Texto en inglés` }} hints={{ en: englishHint }}>
          {(lang) => (
            <>
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
            </>
          )}
        </BilingualFieldsets>
        <SaveBar>{article ? <Trans>Guardar cambios</Trans> : <Trans>Crear artículo</Trans>}</SaveBar>
      </ShopForm>
    </>
  )
}
