import { getCookie } from '@tanstack/react-start/server'
import { AGE_ACCEPTED_KEY, AGE_ACCEPTED_VALUE } from '~/lib/limits'

/** Whether this request's visitor has said yes to the age gate (its cookie): the gate is never shown to them again. */
export function ageAccepted(): boolean {
  return getCookie(AGE_ACCEPTED_KEY) === AGE_ACCEPTED_VALUE
}
