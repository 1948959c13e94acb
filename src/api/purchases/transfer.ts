import type { TransferData } from '~/contract/checkout'

/** spec §3 transfer {rut, bank, name, email, account}: the shop's account for bank transfers. */
export const TRANSFER_DATA: TransferData = {
  bank: 'Banco de Chile',
  account_type: 'Cuenta Corriente',
  account: '00-123-45678-09',
  name: 'Vinoteca Andes SpA',
  rut: '76.543.210-3',
  email: 'pagos@vinotecaandes.cl',
}
