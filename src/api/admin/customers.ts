import type { StaffMe } from '~/contract/admin'
import type { AdminCustomerDetail } from '~/contract/admin-ops'
import { revokeUserSessions } from '../auth/sessions'
import { HttpError, type ApiContext } from '../http'
import { opsCopy } from './ops-messages'
import { auditStatement } from './queries/audit'
import {
  anonymiseStatements,
  customerData,
  customerExtras,
  customerPage,
  findCustomer,
  type CustomerRecord,
} from './queries/customers'

// Customers (docs/backoffice.md, Customers): staff find a person and see their orders; admins answer a data
// request (Chile's personal data law): a copy of everything the shop keeps about them, or its erasure, keeping
// the orders the tax record needs. Both are audited without copying the person's data into the log.

export async function listCustomers(c: ApiContext, q: string, page: number, perPage: number) {
  return customerPage(c.var.d1, q, perPage, (page - 1) * perPage)
}

async function requireCustomer(c: ApiContext, id: number): Promise<CustomerRecord> {
  const user = await findCustomer(c.var.d1, id)
  if (!user) throw new HttpError(404, opsCopy(c.var.locale).customerNotFound)
  return user
}

export async function customerDetail(c: ApiContext, id: number): Promise<AdminCustomerDetail> {
  const user = await requireCustomer(c, id)
  const extras = await customerExtras(c.var.d1, user)
  return {
    id: user.id,
    name: `${user.first_name} ${user.last_name}`.trim(),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    rut: user.rut,
    phone: user.phone,
    locale: user.locale,
    is_company: user.is_company === 1,
    business_name: user.business_name,
    created_at: user.created_at,
    anonymised: user.anonymised_at !== null,
    orders: extras.order_list.length,
    ...extras,
  }
}

/** The person's data as one JSON document; the export itself is audited (who took it, when). */
export async function exportCustomer(c: ApiContext, staff: StaffMe, id: number) {
  const user = await requireCustomer(c, id)
  if (user.anonymised_at) throw new HttpError(409, opsCopy(c.var.locale).customerAnonymised)
  const data = await customerData(c.var.d1, user)
  await auditStatement(c.var.d1, staff, {
    action: 'customer.export',
    entity: { type: 'customer', id: user.id },
    after: { orders: data.orders.length },
  }).run()
  return { exported_at: new Date().toISOString(), ...data }
}

export async function anonymiseCustomer(c: ApiContext, staff: StaffMe, id: number): Promise<AdminCustomerDetail> {
  const d1 = c.var.d1
  const copy = opsCopy(c.var.locale)
  const user = await requireCustomer(c, id)
  if (user.role !== 'customer') throw new HttpError(409, copy.customerIsStaff)
  if (user.anonymised_at) throw new HttpError(409, copy.customerAnonymised)
  const stamp = new Date().toISOString()
  const won = { sql: 'EXISTS (SELECT 1 FROM users WHERE id = ? AND anonymised_at = ?)', bind: [user.id, stamp] }
  const [first] = await d1.batch([
    ...anonymiseStatements(d1, user, stamp),
    revokeUserSessions(c, user.id, 'data-erased'),
    auditStatement(
      d1,
      staff,
      { action: 'customer.anonymise', entity: { type: 'customer', id: user.id }, after: { erased: true } },
      won,
    ),
  ])
  if ((first?.meta.changes ?? 0) !== 1) throw new HttpError(409, copy.customerAnonymised)
  return customerDetail(c, id)
}
