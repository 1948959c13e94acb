import type { SeedSet } from '../index.ts'
import { hashPasswordNode } from './password.ts'

// Development only (the seed never runs against the deployed database): an administrator and a member of staff
// to open /gestion with. `npm start` prints these credentials. Production's first admin comes from
// `npm run staff:add -- correo@dominio.cl --role admin --remote` (README).
export const DEV_STAFF = [
  {
    email: 'admin@vinotecaandes.cl',
    password: 'Gestion-Andes-2026',
    role: 'admin',
    first_name: 'Andrea',
    last_name: 'Admin',
  },
  {
    email: 'equipo@vinotecaandes.cl',
    password: 'Equipo-Andes-2026',
    role: 'staff',
    first_name: 'Tomás',
    last_name: 'Equipo',
  },
] as const

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`

export const staffSeed: SeedSet = {
  name: 'staff',
  statements: () =>
    DEV_STAFF.map(
      (s) =>
        `INSERT INTO users (email, first_name, last_name, rut, phone, password_hash, role) VALUES (${quote(s.email)}, ${quote(s.first_name)}, ${quote(s.last_name)}, '11.111.111-1', '+56 9 1111 1111', ${quote(hashPasswordNode(s.password))}, ${quote(s.role)})
         ON CONFLICT (email) DO UPDATE SET role = excluded.role;`,
    ),
}
