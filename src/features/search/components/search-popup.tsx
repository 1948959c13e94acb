import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { Suggestion } from '~/contract/catalog'
import { SEARCH_INPUT_MAX } from '~/lib/limits'
import { productHref } from '~/lib/product-type'
import { Drawer, type DrawerClasses } from '~/ui/drawer'
import { Icon } from '~/ui/icons'
import { useReturnFocus } from '~/ui/return-focus'
import { canSubmit, resultsHref } from '../autocomplete'
import { addRecent, loadRecents, removeRecent, saveRecents, type RecentSearch } from '../recent-searches'
import { useAutocomplete } from '../use-autocomplete'
import { SuggestionRow } from './suggestion-row'

const DRAWER_CLASSES: DrawerClasses = {
  overlay: 'search-overlay',
  content: 'search-popup',
  inner: 'search-popup__inner',
  head: 'search-popup__head',
  title: 'search-popup__title',
  close: 'search-popup__close',
}

export interface SearchPopupProps {
  open: boolean
  onClose(): void
  /** docs/product.md, Pages: suggested words from layout content (general_search.words). */
  words: { text: string }[]
  /** docs/product.md, Pages: general_search.title. */
  title: string
}

/**
 * docs/product.md, Pages / How things behave search popup: full-size modal, one required field q (an accessible combobox), suggested words,
 * recent searches (removable), autocomplete. The backdrop does not close it; the close button and Escape do.
 * Closing clears the text. Mounted by the root route with the header's search button.
 */
export function SearchPopup({ open, onClose, words, title }: SearchPopupProps) {
  const { t } = useLingui()
  const router = useRouter()
  const ids = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState(false)
  const [recents, setRecents] = useState<RecentSearch[]>([])
  const ac = useAutocomplete(open ? text : '')
  const inputRef = useRef<HTMLInputElement>(null)
  const returnFocus = useReturnFocus()

  // Re-read the stored recents each time the popup opens (another tab may have searched meanwhile).
  const [wasOpen, setWasOpen] = useState(false)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setRecents(loadRecents())
  }

  const updateRecents = (next: RecentSearch[]) => {
    setRecents(next)
    saveRecents(next)
  }

  const close = () => {
    setText('')
    setError(false)
    ac.reset()
    onClose()
  }

  const runSearch = (value: string) => {
    if (!canSubmit(value)) {
      setError(true)
      return
    }
    updateRecents(addRecent(loadRecents(), value))
    close()
    void router.navigate({ href: resultsHref(value) })
  }

  const pick = (item: Suggestion) => {
    if (canSubmit(text)) updateRecents(addRecent(loadRecents(), text))
    close()
    void router.navigate({ href: productHref(item.product_type, item.slug) })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const chosen = ac.open && ac.highlight >= 0 ? ac.items[ac.highlight] : undefined
    if (chosen) pick(chosen)
    else runSearch(text)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      ac.onArrow(event.key)
    }
  }

  const listboxId = `${ids}-listbox`
  const optionId = (i: number) => `${ids}-option-${i}`
  const helpId = `${ids}-help`
  const errorId = `${ids}-error`

  return (
    <Drawer
      open={open}
      onClose={close}
      title={title || t`¿Qué estás buscando?`}
      closeLabel={t`Cerrar búsqueda`}
      classes={DRAWER_CLASSES}
      contentProps={{
        'aria-describedby': helpId,
        // The field, not the close button, gets the focus when the popup opens.
        onOpenAutoFocus: (e) => {
          returnFocus.onOpenAutoFocus()
          e.preventDefault()
          inputRef.current?.focus()
        },
        onCloseAutoFocus: returnFocus.onCloseAutoFocus,
        // docs/product.md, Pages: a backdrop click does not close it.
        onPointerDownOutside: (e) => e.preventDefault(),
        onInteractOutside: (e) => e.preventDefault(),
        onEscapeKeyDown: (e) => {
          // Escape first closes the suggestion list, then the popup.
          if (ac.open) {
            e.preventDefault()
            ac.close()
          }
        },
      }}
    >
      <form role="search" className="search-form" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${ids}-q`} className="visually-hidden">
          {t`Buscar productos`}
        </label>
        <div className="search-field">
          <Icon name="search" size={20} className="search-field__icon" />
          <input
            ref={inputRef}
            id={`${ids}-q`}
            name="q"
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={ac.open}
            aria-controls={listboxId}
            aria-activedescendant={ac.open && ac.highlight >= 0 ? optionId(ac.highlight) : undefined}
            aria-describedby={error ? `${errorId} ${helpId}` : helpId}
            aria-invalid={error || undefined}
            aria-required="true"
            maxLength={SEARCH_INPUT_MAX}
            placeholder={t`Busca un vino, cepa, viña o producto`}
            value={text}
            onChange={(e) => {
              setText(e.target.value)
              if (error && canSubmit(e.target.value)) setError(false)
            }}
            onKeyDown={onKeyDown}
            onFocus={ac.onFocus}
            onBlur={ac.onBlur}
          />
          <button type="submit" className="button button--primary search-field__submit">
            {t`Buscar`}
          </button>
          <ul
            id={listboxId}
            role="listbox"
            aria-label={t`Sugerencias de productos`}
            className="search-suggestions"
            hidden={!ac.open}
          >
            {ac.open &&
              ac.items.map((item, i) => (
                <li
                  key={`${item.product_type}-${item.slug}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === ac.highlight}
                  className={`suggestion${i === ac.highlight ? ' is-active' : ''}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => ac.setHighlight(i)}
                  onClick={() => pick(item)}
                >
                  <SuggestionRow item={item} />
                </li>
              ))}
          </ul>
        </div>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {t`El campo es requerido`}
          </p>
        )}
        <p id={helpId} className="search-form__help">
          {t`Escribe al menos 2 letras para ver sugerencias; usa las flechas para elegir y Enter para ver todos los resultados.`}
        </p>
      </form>
      {words.length > 0 && (
        <section className="search-tags" aria-labelledby={`${ids}-words`}>
          <h2 id={`${ids}-words`} className="search-tags__title">
            {t`Sugerencias`}
          </h2>
          <ul className="tags">
            {words.map((w) => (
              <li key={w.text}>
                <button type="button" className="tag" onClick={() => runSearch(w.text)}>
                  {w.text}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {recents.length > 0 && (
        <section className="search-tags" aria-labelledby={`${ids}-recent`}>
          <div className="search-tags__head">
            <h2 id={`${ids}-recent`} className="search-tags__title">
              {t`Búsquedas recientes`}
            </h2>
            <button type="button" className="link-button" onClick={() => updateRecents([])}>
              {t`Borrar todas`}
            </button>
          </div>
          <ul className="tags">
            {recents.map((r) => (
              <li key={r.term} className="tag tag--removable">
                <button type="button" className="tag__text" onClick={() => runSearch(r.term)}>
                  {r.term}
                </button>
                <button
                  type="button"
                  className="tag__remove"
                  aria-label={t`Quitar ${r.term} de las búsquedas recientes`}
                  onClick={() => updateRecents(removeRecent(recents, r.term))}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Drawer>
  )
}
