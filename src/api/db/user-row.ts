import type { UserProfile } from '~/contract/profile'

/** A user as the users table holds it: the profile with its flags as 0/1 and empty texts as NULL. */
export interface UserRow extends Omit<UserProfile, 'is_company' | 'business_name' | 'giro'> {
  is_company: number
  business_name: string | null
  giro: string | null
}
