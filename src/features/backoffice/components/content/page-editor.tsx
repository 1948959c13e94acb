import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { AdminPage, EditablePageContent } from '~/contract/admin-catalogue'
import type { Outcome } from '~/lib/outcome'
import { FORM_DEFAULTS, ShopForm, useAppForm } from '~/ui/form/form-kit'
import { sectionsToText, textToSections } from '../../editor-kit'
import { BilingualFieldsets, EditorHeader, SaveBar, useSaveResult } from './editor-parts'

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
      if (handle(result, formApi, t`Guardado. La tienda ya muestra el texto nuevo.`)) saved()
    },
  })
  return (
    <>
      <EditorHeader
        title={page.es.title || page.slug}
        back={
          <Link to="/gestion/paginas" className="button button--ghost bo-small">
            <Trans>Volver a páginas</Trans>
          </Link>
        }
        storefront={storefrontPath}
        notice={notice}
        stale={stale}
        reload={reload}
      />
      <ShopForm form={form} className="bo-editor" aria-label={t`Página`}>
        <BilingualFieldsets legends={{ es: t`Español`, en: t`Inglés` }}>
          {(lang) => (
            <>
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
                    hint={t`«## » abre una sección con su título; «- » es un punto de su lista; una línea en blanco separa párrafos. El texto se publica tal cual: sin negritas, cursivas ni enlaces.`}
                  />
                )}
              </form.AppField>
              <form.AppField name={`${lang}.seo_title`}>
                {(f) => <f.TextField label={t`Título para buscadores`} maxLength={120} />}
              </form.AppField>
              <form.AppField name={`${lang}.seo_description`}>
                {(f) => <f.TextareaField label={t`Descripción para buscadores`} rows={2} />}
              </form.AppField>
            </>
          )}
        </BilingualFieldsets>
        <SaveBar>
          <Trans>Guardar página</Trans>
        </SaveBar>
      </ShopForm>
    </>
  )
}
