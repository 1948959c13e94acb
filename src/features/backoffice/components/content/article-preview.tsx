import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { AdminArticle } from '~/contract/admin-catalogue'
import type { RichBlock } from '~/contract/blocks'
import { RichBlocks } from '~/ui/rich-blocks'
import { PageHeader } from '../shell'

/** An article as the blog will show it, published or not (staff only: this page is under /gestion). */
export function ArticlePreview({ article, lang }: { article: AdminArticle; lang: 'es' | 'en' }) {
  const { t } = useLingui()
  // With no English title the English blog shows the Spanish text (marked lang="es"); the preview does the same.
  const textLang = lang === 'en' && article.en.title === '' ? 'es' : lang
  const texts = article[textLang]
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
      <article className="bo-panel bo-preview" lang={textLang}>
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
