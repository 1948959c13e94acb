import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import { useState } from 'react'
import { deleteAddressFn } from '../account.functions'
import { accountKeys, addressesQueryOptions } from '../account.queries'
import { AddressForm } from './address-form'
import type { Address } from '~/contract/profile'
import { Modal } from '~/ui/dialog'
import { useErrorModal } from '~/ui/error-modal'

// docs/product.md, Pages mis-direcciones: list (two columns on desktop, one on mobile, docs/product.md, Numbers and limits), add, edit, delete.
export function AddressesPanel() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const showError = useErrorModal()
  const { data: addresses } = useSuspenseQuery(addressesQueryOptions())
  const [editing, setEditing] = useState<Address | 'new' | null>(null)
  const [removing, setRemoving] = useState<Address | null>(null)
  const hydrated = useHydrated()

  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses() })

  return (
    <div className="addresses">
      <div className="addresses__toolbar">
        <p className="account-form__hint">
          <Trans>Usa tus direcciones guardadas para despachar más rápido en el checkout.</Trans>
        </p>
        <button type="button" className="button button--primary" disabled={!hydrated} onClick={() => setEditing('new')}>
          <Trans>Agregar dirección</Trans>
        </button>
      </div>
      {addresses.length === 0 ? (
        <p className="account-empty">
          <Trans>Aún no tienes direcciones guardadas.</Trans>
        </p>
      ) : (
        <ul className="address-grid">
          {addresses.map((address) => (
            <li key={address.id} className="address-card">
              <p className="address-card__name">{address.identification}</p>
              <p>
                {address.address}
                {address.apartment ? `, ${address.apartment}` : ''}
              </p>
              <p className="address-card__place">
                {address.commune}, {address.region}
              </p>
              <div className="address-card__actions">
                <button type="button" className="link-button" onClick={() => setEditing(address)}>
                  <Trans>Editar</Trans>
                  <span className="visually-hidden"> {address.identification}</span>
                </button>
                <button type="button" className="link-button link-button--danger" onClick={() => setRemoving(address)}>
                  <Trans>Eliminar</Trans>
                  <span className="visually-hidden"> {address.identification}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing === 'new' ? t`Agregar dirección` : t`Editar dirección`}
        className="address-modal"
      >
        {editing !== null ? (
          <AddressForm
            address={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onSaved={async () => {
              await refresh()
              setEditing(null)
            }}
          />
        ) : null}
      </Modal>
      <Modal
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t`¿Eliminar esta dirección?`}
        description={removing ? `${removing.identification}: ${removing.address}, ${removing.commune}` : undefined}
        className="address-modal"
      >
        <div className="account-form__actions">
          <button type="button" className="button button--ghost" onClick={() => setRemoving(null)}>
            <Trans>Cancelar</Trans>
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={async () => {
              if (!removing) return
              const result = await deleteAddressFn({ data: { id: removing.id } })
              if (!result.ok) showError(result)
              await refresh()
              setRemoving(null)
            }}
          >
            <Trans>Eliminar</Trans>
          </button>
        </div>
      </Modal>
    </div>
  )
}
