import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PRODUCT_KINDS, PRODUCT_TEXT_KEYS, type AdminProduct, type ProductKind } from '~/contract/admin-catalogue'
import { AROMA_LABELS, COUNTRY_LABELS, TIPO_LABELS, label } from '~/lib/catalog-labels'
import { formatCLP } from '~/lib/money'
import { slugify } from '~/lib/slug'
import type { Outcome } from '~/lib/outcome'
import { FORM_DEFAULTS, ShopForm, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import { decimalOrNull, errorsForFields, intOrNull, numText } from '../editor-kit'
import { ActionNotice, PageHeader, StatusBadge } from './shell'

/** The tipos of each kind of product (the storefront's facets). */
const TIPOS: Record<ProductKind, string[]> = {
  wine: ['tinto', 'blanco', 'rosado', 'espumante', 'dulce', 'naranjo'],
  alcohol: ['pisco', 'whisky', 'gin', 'ron', 'vodka', 'tequila', 'mezcal', 'cognac', 'licor'],
  gourmet: ['quesos', 'charcuteria', 'aceites', 'chocolates', 'conservas', 'frutos-secos', 'dulces'],
  box: ['tintos', 'blancos', 'espumantes', 'mixta', 'gourmet', 'premium'],
}

type Texts = Record<(typeof PRODUCT_TEXT_KEYS)[number], string>

/** The editor's values: text as typed (numbers too), turned into the API's JSON on submit. */
export interface ProductValues {
  product_type: ProductKind
  name: string
  slug: string
  sku: string
  active: boolean
  price: string
  reference_price: string
  sale_price: string
  sale_starts_at: string
  sale_ends_at: string
  stock: string
  tipo: string
  brand: string
  country: string
  region: string
  denomination: string
  variety: string
  /** One grape a line: "Carménère 85". */
  strains: string
  vineyard: string
  year: string
  volume_ml: string
  alcohol: string
  body: string
  acidity: string
  sweetness: string
  freshness: string
  guarda_years: string
  aromatic_family: string
  cheese_type: string
  milk: string
  weight_grams: string
  units_per_box: string
  /** Editorial category slugs, comma-separated (a form value stays text). */
  categories: string
  /** One format a line: "SKU; gramos; precio; precio de referencia; unidad". */
  formats: string
  es: Texts
  en: Texts
}

const FIELDS = [
  'product_type',
  'name',
  'slug',
  'sku',
  'active',
  'price',
  'reference_price',
  'sale_price',
  'sale_starts_at',
  'sale_ends_at',
  'stock',
  'tipo',
  'brand',
  'country',
  'region',
  'denomination',
  'variety',
  'strains',
  'vineyard',
  'year',
  'volume_ml',
  'alcohol',
  'body',
  'acidity',
  'sweetness',
  'freshness',
  'guarda_years',
  'aromatic_family',
  'cheese_type',
  'milk',
  'weight_grams',
  'units_per_box',
  'categories',
  'formats',
  ...PRODUCT_TEXT_KEYS.flatMap((k) => [`es.${k}`, `en.${k}`]),
] as const

const emptyTexts = (): Texts => Object.fromEntries(PRODUCT_TEXT_KEYS.map((k) => [k, ''])) as Texts

export function valuesOf(p: AdminProduct | null): ProductValues {
  if (!p) {
    return {
      product_type: 'wine',
      name: '',
      slug: '',
      sku: '',
      active: false,
      price: '',
      reference_price: '',
      sale_price: '',
      sale_starts_at: '',
      sale_ends_at: '',
      stock: '0',
      tipo: 'tinto',
      brand: '',
      country: 'chile',
      region: '',
      denomination: '',
      variety: '',
      strains: '',
      vineyard: '',
      year: '',
      volume_ml: '750',
      alcohol: '',
      body: '',
      acidity: '',
      sweetness: '',
      freshness: '',
      guarda_years: '',
      aromatic_family: '',
      cheese_type: '',
      milk: '',
      weight_grams: '',
      units_per_box: '',
      categories: '',
      formats: '',
      es: emptyTexts(),
      en: emptyTexts(),
    }
  }
  return {
    product_type: p.product_type,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    active: p.active,
    price: numText(p.price),
    reference_price: numText(p.reference_price),
    sale_price: numText(p.sale_price),
    sale_starts_at: p.sale_starts_at,
    sale_ends_at: p.sale_ends_at,
    stock: numText(p.stock),
    tipo: p.tipo,
    brand: p.brand,
    country: p.country,
    region: p.region,
    denomination: p.denomination,
    variety: p.variety,
    strains: p.strains.map((s) => `${s.name} ${s.percent}`).join('\n'),
    vineyard: p.vineyard,
    year: numText(p.year),
    volume_ml: numText(p.volume_ml),
    alcohol: numText(p.alcohol),
    body: numText(p.body),
    acidity: numText(p.acidity),
    sweetness: numText(p.sweetness),
    freshness: numText(p.freshness),
    guarda_years: numText(p.guarda_years),
    aromatic_family: p.aromatic_family,
    cheese_type: p.cheese_type,
    milk: p.milk,
    weight_grams: numText(p.weight_grams),
    units_per_box: numText(p.units_per_box),
    categories: p.categories.join(','),
    formats: p.formats
      .map((f) =>
        [f.sku, numText(f.grams), numText(f.price), numText(f.reference_price), f.is_unit_sales ? 'unidad' : ''].join(
          '; ',
        ),
      )
      .join('\n'),
    es: { ...p.es },
    en: { ...p.en },
  }
}

/** The editor's values → the API's body. */
export function bodyOf(values: ProductValues): Record<string, unknown> {
  const strains = values.strains
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^(.*?)[\s:]+(\d{1,3})\s*%?$/.exec(line)
      return m ? { name: m[1]!.trim(), percent: Number(m[2]) } : { name: line, percent: 100 }
    })
  const formats = values.formats
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [sku = '', grams = '', price = '', reference = '', unit = ''] = line.split(';').map((s) => s.trim())
      return {
        sku,
        grams: intOrNull(grams),
        price: intOrNull(price),
        reference_price: intOrNull(reference),
        is_unit_sales: /^(unidad|unit)$/i.test(unit),
      }
    })
  const sale = intOrNull(values.sale_price)
  return {
    product_type: values.product_type,
    name: values.name,
    // A new product without an address takes one from its name.
    slug: values.slug || slugify(values.name),
    sku: values.sku,
    active: values.active,
    price: intOrNull(values.price),
    reference_price: intOrNull(values.reference_price),
    sale_price: sale,
    sale_starts_at: values.sale_starts_at,
    sale_ends_at: values.sale_ends_at,
    stock: intOrNull(values.stock) ?? 0,
    tipo: values.tipo,
    brand: values.brand,
    country: values.country,
    region: values.region,
    denomination: values.denomination,
    variety: values.variety,
    strains,
    vineyard: values.vineyard,
    year: intOrNull(values.year),
    volume_ml: intOrNull(values.volume_ml),
    alcohol: decimalOrNull(values.alcohol),
    body: intOrNull(values.body),
    acidity: intOrNull(values.acidity),
    sweetness: intOrNull(values.sweetness),
    freshness: intOrNull(values.freshness),
    guarda_years: intOrNull(values.guarda_years),
    aromatic_family: values.aromatic_family,
    cheese_type: values.cheese_type,
    milk: values.milk,
    weight_grams: intOrNull(values.weight_grams),
    units_per_box: intOrNull(values.units_per_box),
    categories: values.categories.split(',').filter(Boolean),
    formats,
    es: values.es,
    en: values.en,
  }
}

export interface ProductEditorActions {
  save: (body: Record<string, unknown>) => Promise<Outcome<AdminProduct>>
  saved: (product: AdminProduct, created: boolean) => void
  reload: () => void
}

// The product editor: every attribute the storefront shows, the Spanish and English texts, price and offer, draft or
// active. A save names the version the person opened; if someone saved meanwhile, the API refuses (409) and the page
// offers to load what is there now.
export function ProductEditor({
  product,
  created = false,
  categories,
  actions,
  gallery,
}: {
  product: AdminProduct | null
  /** Just created: the page says so. */
  created?: boolean
  categories: { slug: string; name: string }[]
  actions: ProductEditorActions
  gallery?: React.ReactNode
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale === 'en' ? 'en' : 'es'
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(
    created ? { tone: 'ok', text: t`Producto creado. Ahora puedes agregar sus fotos.` } : null,
  )
  const [stale, setStale] = useState(false)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: valuesOf(product),
    onSubmit: async ({ value, formApi }) => {
      const body = bodyOf(value)
      const result = await actions.save(product ? { ...body, version: product.version } : body)
      if (result.ok) {
        setNotice({ tone: 'ok', text: product ? t`Cambios guardados.` : t`Producto creado.` })
        setStale(false)
        actions.saved(result.data, !product)
        return
      }
      setNotice({ tone: 'error', text: result.message })
      if (result.status === 409) setStale(true)
      if (result.status === 422) setServerErrors(formApi, errorsForFields(result.fieldErrors, FIELDS))
    },
  })
  const kind = form.state.values.product_type
  const scaleOptions = ['1', '2', '3', '4', '5'].map((n) => ({ value: n, label: n }))
  return (
    <>
      <PageHeader title={product ? product.name : t`Nuevo producto`}>
        <Link to="/gestion/productos" className="button button--ghost bo-small">
          <Trans>Volver al catálogo</Trans>
        </Link>
        {product ? (
          <a href={product.url} target="_blank" rel="noreferrer" className="button button--ghost bo-small">
            <Trans>Ver en la tienda</Trans>
          </a>
        ) : null}
      </PageHeader>
      <ActionNotice notice={notice} />
      {stale ? (
        <p className="bo-notice bo-notice--error">
          <Trans>Otra persona guardó esta ficha mientras la editabas.</Trans>{' '}
          <button type="button" className="bo-link" onClick={actions.reload}>
            <Trans>Cargar la versión actual</Trans>
          </button>
        </p>
      ) : null}
      {product ? (
        <p className="bo-sub">
          {product.active ? (
            <StatusBadge tone="done">{t`Activo`}</StatusBadge>
          ) : (
            <StatusBadge tone="wait">{t`Borrador`}</StatusBadge>
          )}{' '}
          {product.price_now < product.price ? (
            <Trans>
              En oferta ahora: {formatCLP(product.price_now, i18n.locale)} (normal{' '}
              {formatCLP(product.price, i18n.locale)})
            </Trans>
          ) : (
            <Trans>Precio ahora: {formatCLP(product.price_now, i18n.locale)}</Trans>
          )}
          {product.old_slugs.length ? (
            <>
              {' · '}
              <Trans>Direcciones anteriores (redirigen aquí): {product.old_slugs.join(', ')}</Trans>
            </>
          ) : null}
        </p>
      ) : null}
      {gallery}
      <ShopForm form={form} className="bo-editor" aria-label={t`Ficha del producto`}>
        <fieldset className="bo-panel bo-editor__section">
          <legend>{t`Producto`}</legend>
          <div className="bo-editor__grid">
            <form.AppField name="product_type">
              {(f) => (
                <f.SelectField
                  label={t`Tipo de producto`}
                  options={PRODUCT_KINDS.map((k) => ({
                    value: k,
                    label: { wine: t`Vino`, alcohol: t`Destilado`, gourmet: t`Gourmet`, box: t`Caja de regalo` }[k],
                  }))}
                  onChangeCapture={(e) => {
                    const next = (e.target as HTMLSelectElement).value as ProductKind
                    form.setFieldValue('tipo', TIPOS[next][0]!)
                  }}
                />
              )}
            </form.AppField>
            <form.Subscribe selector={(s) => s.values.product_type}>
              {(type) => (
                <form.AppField name="tipo">
                  {(f) => (
                    <f.SelectField
                      label={t`Categoría del tipo`}
                      options={TIPOS[type].map((v) => ({ value: v, label: label(TIPO_LABELS, v, locale) }))}
                    />
                  )}
                </form.AppField>
              )}
            </form.Subscribe>
            <form.AppField name="name">{(f) => <f.TextField label={t`Nombre`} maxLength={160} />}</form.AppField>
            <form.AppField name="slug">
              {(f) => (
                <f.TextField
                  label={t`Dirección (slug)`}
                  hint={
                    product
                      ? t`Si la cambias, la dirección anterior redirige a la nueva.`
                      : t`Vacía: se forma con el nombre.`
                  }
                  maxLength={160}
                />
              )}
            </form.AppField>
            <form.AppField name="sku">
              {(f) => <f.TextField label={t`SKU`} hint={t`Vacío si se vende por formatos.`} maxLength={64} />}
            </form.AppField>
            <form.AppField name="active">
              {(f) => <f.CheckboxField label={t`Activo (visible en la tienda)`} className="bo-editor__check" />}
            </form.AppField>
          </div>
          <div className="bo-editor__checks" role="group" aria-label={t`Categorías editoriales`}>
            <span className="bo-editor__label">{t`Categorías editoriales`}</span>
            <form.Field name="categories">
              {(field) =>
                categories.map((cat) => {
                  const chosen = field.state.value.split(',').filter(Boolean)
                  return (
                    <label key={cat.slug} className="bo-field--check">
                      <input
                        type="checkbox"
                        checked={chosen.includes(cat.slug)}
                        onChange={(e) =>
                          field.handleChange(
                            (e.target.checked ? [...chosen, cat.slug] : chosen.filter((s) => s !== cat.slug)).join(','),
                          )
                        }
                      />
                      <span>{cat.name}</span>
                    </label>
                  )
                })
              }
            </form.Field>
          </div>
        </fieldset>

        <fieldset className="bo-panel bo-editor__section">
          <legend>{t`Precio y oferta`}</legend>
          <div className="bo-editor__grid">
            <form.AppField name="price">
              {(f) => <f.TextField label={t`Precio (CLP)`} inputMode="numeric" />}
            </form.AppField>
            <form.AppField name="reference_price">
              {(f) => (
                <f.TextField
                  label={t`Precio tachado`}
                  inputMode="numeric"
                  hint={t`Opcional: un precio de referencia.`}
                />
              )}
            </form.AppField>
            {!product ? (
              <form.AppField name="stock">
                {(f) => (
                  <f.TextField label={t`Stock inicial`} inputMode="numeric" hint={t`Después se ajusta en Stock.`} />
                )}
              </form.AppField>
            ) : null}
            <form.AppField name="sale_price">
              {(f) => <f.TextField label={t`Precio de oferta`} inputMode="numeric" hint={t`Vacío: sin oferta.`} />}
            </form.AppField>
            <form.AppField name="sale_starts_at">
              {(f) => <f.TextField label={t`Oferta desde`} type="datetime-local" hint={t`Hora de Santiago.`} />}
            </form.AppField>
            <form.AppField name="sale_ends_at">
              {(f) => <f.TextField label={t`Oferta hasta`} type="datetime-local" hint={t`Hora de Santiago.`} />}
            </form.AppField>
          </div>
        </fieldset>

        <fieldset className="bo-panel bo-editor__section">
          <legend>{t`Origen y atributos`}</legend>
          <div className="bo-editor__grid">
            <form.AppField name="brand">{(f) => <f.TextField label={t`Productor o marca`} />}</form.AppField>
            <form.AppField name="country">
              {(f) => (
                <f.SelectField
                  label={t`País`}
                  placeholder={t`Sin país`}
                  options={Object.keys(COUNTRY_LABELS).map((c) => ({
                    value: c,
                    label: label(COUNTRY_LABELS, c, locale),
                  }))}
                />
              )}
            </form.AppField>
            <form.AppField name="region">{(f) => <f.TextField label={t`Región o valle`} />}</form.AppField>
            <form.AppField name="denomination">
              {(f) => <f.TextField label={t`Denominación de origen`} />}
            </form.AppField>
            {kind === 'wine' || kind === 'box' ? (
              <>
                <form.AppField name="variety">{(f) => <f.TextField label={t`Cepa principal`} />}</form.AppField>
                <form.AppField name="vineyard">{(f) => <f.TextField label={t`Viñedo`} />}</form.AppField>
                <form.AppField name="year">
                  {(f) => <f.TextField label={t`Cosecha`} inputMode="numeric" maxLength={4} />}
                </form.AppField>
                <form.AppField name="guarda_years">
                  {(f) => <f.TextField label={t`Guarda (años)`} inputMode="numeric" />}
                </form.AppField>
              </>
            ) : null}
            {kind !== 'gourmet' ? (
              <>
                <form.AppField name="volume_ml">
                  {(f) => <f.TextField label={t`Formato (ml)`} inputMode="numeric" />}
                </form.AppField>
                <form.AppField name="alcohol">
                  {(f) => <f.TextField label={t`Grado alcohólico (%)`} inputMode="decimal" />}
                </form.AppField>
              </>
            ) : (
              <>
                <form.AppField name="cheese_type">{(f) => <f.TextField label={t`Tipo de queso`} />}</form.AppField>
                <form.AppField name="milk">
                  {(f) => (
                    <f.SelectField
                      label={t`Leche`}
                      placeholder={t`No aplica`}
                      options={['vaca', 'cabra', 'oveja', 'mixta'].map((m) => ({ value: m, label: m }))}
                    />
                  )}
                </form.AppField>
                <form.AppField name="weight_grams">
                  {(f) => <f.TextField label={t`Peso neto (g)`} inputMode="numeric" />}
                </form.AppField>
              </>
            )}
            {kind === 'box' ? (
              <form.AppField name="units_per_box">
                {(f) => <f.TextField label={t`Unidades por caja`} inputMode="numeric" />}
              </form.AppField>
            ) : null}
          </div>
          {kind === 'wine' ? (
            <>
              <div className="bo-editor__grid bo-editor__grid--scales">
                {(
                  [
                    ['body', t`Cuerpo (1–5)`],
                    ['acidity', t`Acidez (1–5)`],
                    ['sweetness', t`Dulzor (1–5)`],
                    ['freshness', t`Frescor (1–5)`],
                  ] as const
                ).map(([name, text]) => (
                  <form.AppField key={name} name={name}>
                    {(f) => <f.SelectField label={text} placeholder={t`Sin dato`} options={scaleOptions} />}
                  </form.AppField>
                ))}
                <form.AppField name="aromatic_family">
                  {(f) => (
                    <f.SelectField
                      label={t`Familia aromática`}
                      placeholder={t`Sin dato`}
                      options={Object.keys(AROMA_LABELS).map((a) => ({
                        value: a,
                        label: label(AROMA_LABELS, a, locale),
                      }))}
                    />
                  )}
                </form.AppField>
              </div>
              <form.AppField name="strains">
                {(f) => (
                  <f.TextareaField
                    label={t`Cepas y porcentajes`}
                    hint={t`Una por línea, por ejemplo «Carménère 85».`}
                    rows={3}
                  />
                )}
              </form.AppField>
            </>
          ) : null}
          {kind === 'gourmet' ? (
            <form.AppField name="formats">
              {(f) => (
                <f.TextareaField
                  label={t`Formatos`}
                  hint={t`Uno por línea: SKU; gramos; precio; precio de referencia; «unidad» si se vende por unidad.`}
                  rows={3}
                />
              )}
            </form.AppField>
          ) : null}
        </fieldset>

        {(['es', 'en'] as const).map((lang) => (
          <fieldset key={lang} className="bo-panel bo-editor__section" lang={lang}>
            <legend>{lang === 'es' ? t`Textos en español` : t`Textos en inglés`}</legend>
            <div className="bo-editor__grid bo-editor__grid--texts">
              <form.AppField name={`${lang}.description_card`}>
                {(f) => <f.TextField label={t`Frase de la tarjeta`} maxLength={300} />}
              </form.AppField>
              <form.AppField name={`${lang}.description`}>
                {(f) => <f.TextareaField label={t`Descripción`} rows={4} />}
              </form.AppField>
              <form.AppField name={`${lang}.tasting_notes`}>
                {(f) => <f.TextareaField label={t`Notas de cata`} rows={3} />}
              </form.AppField>
              <form.AppField name={`${lang}.aromatic_notes`}>
                {(f) => <f.TextareaField label={t`Notas aromáticas`} rows={2} />}
              </form.AppField>
              <form.AppField name={`${lang}.pairing`}>
                {(f) => <f.TextareaField label={t`Maridaje (platos)`} rows={2} />}
              </form.AppField>
              <form.AppField name={`${lang}.sommelier_comment`}>
                {(f) => <f.TextareaField label={t`Comentario del sommelier`} rows={2} />}
              </form.AppField>
            </div>
          </fieldset>
        ))}

        <div className="bo-editor__actions">
          <form.SubmitButton pending={<Trans>Guardando…</Trans>}>
            {product ? <Trans>Guardar cambios</Trans> : <Trans>Crear producto</Trans>}
          </form.SubmitButton>
        </div>
      </ShopForm>
    </>
  )
}
