import { describe, expect, it } from 'vitest'
import { ORDER_ACTIONS } from '~/contract/admin'
import { ORDER_STATUSES } from '~/contract/checkout'
import { allowedActions, nextStatus } from './state-machine'

describe('order state machine', () => {
  it('walks the happy path of a bank transfer', () => {
    expect(nextStatus('in_validation', 'confirm')).toBe('paid')
    expect(nextStatus('paid', 'dispatch')).toBe('on_the_way')
    expect(nextStatus('on_the_way', 'deliver')).toBe('delivered')
  })

  it('cancels from every state before delivery and from none after', () => {
    for (const status of ['pending_payment', 'in_validation', 'paid', 'on_the_way'] as const) {
      expect(nextStatus(status, 'cancel')).toBe('cancelled')
    }
    for (const status of ['delivered', 'cancelled', 'payment_failed', 'expired'] as const) {
      expect(nextStatus(status, 'cancel')).toBeNull()
    }
  })

  it('allows exactly the listed transitions and nothing else', () => {
    const allowed = new Set([
      'in_validation:confirm',
      'paid:dispatch',
      'on_the_way:deliver',
      'pending_payment:cancel',
      'in_validation:cancel',
      'paid:cancel',
      'on_the_way:cancel',
    ])
    for (const status of ORDER_STATUSES) {
      for (const action of ORDER_ACTIONS) {
        expect(nextStatus(status, action) !== null, `${status} → ${action}`).toBe(allowed.has(`${status}:${action}`))
      }
    }
  })

  it('offers the actions of the current status', () => {
    expect(allowedActions('in_validation')).toEqual(['confirm', 'cancel'])
    expect(allowedActions('delivered')).toEqual([])
  })
})
