import type { I18n, MessageDescriptor } from '@lingui/core'

/** A page's <title> in the visitor's language: "Carrito · Vinoteca Andes" / "Cart · Vinoteca Andes". */
export function pageTitle(i18n: I18n, page: MessageDescriptor): string {
  return `${i18n._(page)} · Vinoteca Andes`
}
