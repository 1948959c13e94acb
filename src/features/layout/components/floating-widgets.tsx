import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Layout } from '~/contract/layout'
import { ContentLink } from '~/ui/content-link'
import { Icon } from '~/ui/icons'
import { MessageDialog } from '~/ui/message-dialog'

// docs/product.md, Pages: after the first scroll, a share panel (facebook, twitter, whatsapp, linkedin, copy link) and a
// help bubble listing the layout's floating buttons. docs/product.md, Errors: copy link shows a success or an error dialog.

export function shareUrls(url: string, title: string) {
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(title)
  return [
    { network: 'facebook', label: 'Facebook', url: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'twitter', label: 'X (Twitter)', url: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { network: 'whatsapp', label: 'WhatsApp', url: `https://wa.me/?text=${text}%20${u}` },
    { network: 'linkedin', label: 'LinkedIn', url: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ] as const
}

function SharePanel() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [copied, setCopied] = useState<'ok' | 'error' | null>(null)
  const items = open && typeof window !== 'undefined' ? shareUrls(window.location.href, document.title) : []

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable')
      await navigator.clipboard.writeText(window.location.href)
      setCopied('ok')
    } catch {
      setCopied('error')
    }
  }

  return (
    <div className={`share-panel${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className="floating-button"
        aria-expanded={open}
        aria-controls="share-panel-list"
        onClick={() => setOpen(!open)}
        aria-label={t`Compartir esta página`}
      >
        <Icon name={open ? 'close' : 'share'} />
      </button>
      {open ? (
        <ul id="share-panel-list" className="share-panel__list">
          {items.map((item) => (
            <li key={item.network}>
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                className="floating-button floating-button--small"
                aria-label={t`Compartir en ${item.label}`}
              >
                <Icon name={item.network === 'twitter' ? 'x' : item.network} size={18} />
              </a>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="floating-button floating-button--small"
              onClick={copy}
              aria-label={t`Copiar enlace`}
            >
              <Icon name="link" size={18} />
            </button>
          </li>
        </ul>
      ) : null}
      <MessageDialog
        open={copied === 'ok'}
        onClose={() => setCopied(null)}
        kind="success"
        title={t`URL copiada`}
        description={t`El enlace de esta página está en tu portapapeles.`}
      />
      <MessageDialog
        open={copied === 'error'}
        onClose={() => setCopied(null)}
        kind="error"
        title={t`Ha ocurrido un error`}
        description={t`No se pudo copiar la URL`}
      />
    </div>
  )
}

function HelpBubble({ buttons }: { buttons: Layout['floating_buttons'] }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  if (buttons.length === 0) return null
  return (
    <div className={`help-bubble${open ? ' is-open' : ''}`}>
      {open ? (
        <div id="help-bubble-list" className="help-bubble__card">
          <p className="help-bubble__title">
            <Trans>¿Te ayudamos?</Trans>
          </p>
          <ul>
            {buttons.map((button) => (
              <li key={button.link}>
                <ContentLink href={button.link} className="help-bubble__link" onClick={() => setOpen(false)}>
                  <Icon name={button.icon} size={18} />
                  <span>{button.text}</span>
                </ContentLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button
        type="button"
        className="floating-button floating-button--primary"
        aria-expanded={open}
        aria-controls="help-bubble-list"
        aria-label={open ? t`Cerrar ayuda` : t`¿Necesitas ayuda?`}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? 'close' : 'chat'} />
      </button>
    </div>
  )
}

/** Shown once the page is scrolled, except on the buying pages (shop-shell.tsx decides, and loads this on demand). */
export function FloatingWidgets({ buttons }: { buttons: Layout['floating_buttons'] }) {
  return (
    <div className="floating-widgets">
      <SharePanel />
      <HelpBubble buttons={buttons} />
    </div>
  )
}
