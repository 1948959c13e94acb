import { setupI18n } from '@lingui/core'
import { messages as en } from '../../../locales/en/on-demand.po'
import { messages as es } from '../../../locales/es/on-demand.po'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ShopForm, setServerErrors, useAppForm } from './form-kit'

// The kit's accessibility wiring, read from the server-rendered markup: every control is named by its label,
// described by its hint and its error, and marked invalid while an error shows, in the reader's language.

function Fixture({ errors }: { errors: Record<string, string[]> }) {
  const form = useAppForm({
    defaultValues: { email: 'ana@', message: '', motive: '', news: false },
    onSubmit: () => undefined,
  })
  setServerErrors(form, errors)
  return (
    <ShopForm form={form} aria-label="Contacto">
      <form.AppField name="email">
        {(f) => <f.TextField label="Correo" type="email" hint="Te respondemos aquí" />}
      </form.AppField>
      <form.AppField name="message">{(f) => <f.TextareaField label="Mensaje" />}</form.AppField>
      <form.AppField name="motive">
        {(f) => <f.SelectField label="Motivo" placeholder="Elige" options={[{ value: 'a', label: 'A' }]} />}
      </form.AppField>
      <form.AppField name="news">{(f) => <f.CheckboxField label="Novedades" />}</form.AppField>
      <form.SubmitButton pending="Enviando…">Enviar</form.SubmitButton>
    </ShopForm>
  )
}

interface Tag {
  name: string
  attrs: Record<string, string>
  /** The text up to the element's closing tag (these elements hold no element of their own kind). */
  text: string
}

/** The markup's elements, read with a small tokenizer: the unit project runs in Node, with no DOM. */
function parse(html: string): Tag[] {
  const tags: Tag[] = []
  for (const match of html.matchAll(/<([a-z]+)((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const name = match[1]!
    const attrs = Object.fromEntries(
      [...match[2]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!.toLowerCase(), a[2] ?? '']),
    )
    const rest = html.slice(match.index + match[0].length)
    const close = rest.indexOf(`</${name}>`)
    const text = close >= 0 ? rest.slice(0, close).replace(/<[^>]+>/g, '') : ''
    tags.push({ name, attrs, text })
  }
  return tags
}

function render(errors: Record<string, string[]>, locale = 'es') {
  return parse(
    renderToStaticMarkup(
      <I18nProvider i18n={setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : es } })}>
        <Fixture errors={errors} />
      </I18nProvider>,
    ),
  )
}

/** The texts of the elements a control's aria-describedby names. */
function described(doc: Tag[], control: Tag) {
  return (control.attrs['aria-describedby'] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => doc.find((tag) => tag.attrs.id === id)?.text)
}

function controlLabelled(doc: Tag[], text: string): Tag {
  const label = doc.find((tag) => tag.name === 'label' && tag.text.includes(text))
  const id = label?.attrs.for
  expect(id, `label "${text}" points at a control`).toMatch(/\S/)
  const control = doc.find((tag) => tag.name !== 'label' && tag.attrs.id === id)
  expect(control, `control of "${text}"`).toBeDefined()
  return control!
}

describe('form kit', () => {
  it('names each control by its label and describes it by its hint, with no error before one exists', () => {
    const doc = render({})
    const email = controlLabelled(doc, 'Correo')
    expect(email.name).toBe('input')
    expect(email.attrs.name).toBe('email')
    expect(email.attrs.value).toBe('ana@')
    expect(email.attrs).not.toHaveProperty('aria-invalid')
    expect(described(doc, email)).toEqual(['Te respondemos aquí'])
    expect(controlLabelled(doc, 'Mensaje').name).toBe('textarea')
    expect(controlLabelled(doc, 'Motivo').name).toBe('select')
    expect(controlLabelled(doc, 'Novedades').attrs.type).toBe('checkbox')
    expect(doc.some((tag) => tag.attrs.role === 'alert')).toBe(false)
    expect(doc.find((tag) => tag.name === 'form')?.attrs).toHaveProperty('novalidate')
  })

  it("shows the API's field errors beside their fields: aria-invalid, and aria-describedby pointing at the shown error", () => {
    const doc = render({ email: ['El correo ya está registrado'], motive: ['required'], news: ['Acepta'] })
    const email = controlLabelled(doc, 'Correo')
    expect(email.attrs['aria-invalid']).toBe('true')
    expect(described(doc, email)).toEqual(['Te respondemos aquí', 'El correo ya está registrado'])
    const motive = controlLabelled(doc, 'Motivo')
    expect(motive.attrs['aria-invalid']).toBe('true')
    // A message key from the contract schemas is turned into the reader's language.
    expect(described(doc, motive)).toEqual(['El campo es requerido'])
    const news = controlLabelled(doc, 'Novedades')
    expect(news.attrs['aria-invalid']).toBe('true')
    expect(described(doc, news)).toEqual(['Acepta'])
    const message = controlLabelled(doc, 'Mensaje')
    expect(message.attrs).not.toHaveProperty('aria-invalid')
    expect(message.attrs).not.toHaveProperty('aria-describedby')
  })

  it('writes a key error in English for an English reader', () => {
    const doc = render({ motive: ['required'] }, 'en')
    const [text] = described(doc, controlLabelled(doc, 'Motivo'))
    expect(text).toBe('This field is required')
  })

  it('renders the submit button as a submit, waiting for hydration before it can be pressed', () => {
    const button = render({}).find((tag) => tag.name === 'button')
    expect(button?.attrs.type).toBe('submit')
    expect(button?.text).toBe('Enviar')
    expect(button?.attrs).toHaveProperty('disabled')
  })
})
