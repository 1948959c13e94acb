import { expect, test, type Page } from '@playwright/test'
import { addWines, homeDelivery, hydrated, payInSandbox } from './journeys'

// Browser journeys of accounts. Users are made through the UI where the journey is about the
// form, and through POST /api/register where they are only a fixture.

let n = 0
const uniqueEmail = (tag: string) => `e2e.${tag}.${Date.now().toString(36)}.${(n += 1)}@example.cl`
const PASSWORD = 'malbec-del-valle-2026'

test.beforeEach(async ({ context, baseURL }) => {
  // docs/product.md, How things behave: the age gate is answered once; these journeys are about accounts.
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

async function apiUser(page: Page, tag: string) {
  const email = uniqueEmail(tag)
  const res = await page.request.post('/api/register', {
    data: {
      first_name: 'Tomás',
      last_name: 'Pérez',
      email,
      rut: '11.111.111-1',
      phone: '+56 9 1111 2222',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  })
  expect(res.status()).toBe(201)
  return email
}

/** Forms enable their submit button once hydrated; typing before that would be lost. */
async function ready(page: Page, button: string) {
  await expect(page.getByRole('main').getByRole('button', { name: button })).toBeEnabled()
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await ready(page, 'Iniciar sesión')
  await page.getByRole('main').getByLabel('Correo electrónico').fill(email)
  await page.getByRole('main').getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click()
}

test('register, log out, log in again, add an address and change the password', async ({ page }) => {
  const email = uniqueEmail('journey')
  await page.goto('/registro')
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible()
  await ready(page, 'Crear cuenta')

  // the messages of docs/product.md, Validation and messages appear before anything is sent.
  await page.getByRole('main').getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByText('El campo es requerido').first()).toBeVisible()
  // Every required field gets its message on the first submit (untouched ones too), tied to the field by
  // aria-describedby, and the focus goes to the first one to fix.
  const main = page.getByRole('main')
  for (const label of ['Nombre', 'Apellido', 'Correo electrónico', 'Teléfono', 'RUT']) {
    await expect(main.getByLabel(label, { exact: true })).toHaveAccessibleDescription('El campo es requerido')
  }
  await expect(main.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription(/El campo es requerido$/)
  await expect(main.getByLabel('Confirmar contraseña')).toHaveAccessibleDescription(/El campo es requerido$/)
  await expect(main.getByLabel('Nombre', { exact: true })).toBeFocused()

  await page.getByRole('main').getByLabel('Nombre', { exact: true }).fill('Valentina')
  await page.getByRole('main').getByLabel('Apellido').fill('Soto')
  await page.getByRole('main').getByLabel('Correo electrónico').fill(email)
  await page.getByRole('main').getByLabel('Teléfono').fill('+56 9 8765 4321')
  // docs/product.md, Validation and messages: the RUT formats itself with dots and a hyphen.
  await page.getByRole('main').getByLabel('RUT').pressSequentially('123456785')
  await expect(page.getByRole('main').getByLabel('RUT')).toHaveValue('12.345.678-5')
  await page.getByRole('main').getByLabel('Contraseña', { exact: true }).fill(PASSWORD)
  await page.getByRole('main').getByLabel('Confirmar contraseña').fill('otra-cosa-distinta')
  await page.getByRole('main').getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible()
  await page.getByRole('main').getByLabel('Confirmar contraseña').fill(PASSWORD)
  await page.getByRole('main').getByRole('button', { name: 'Crear cuenta' }).click()

  await expect(page).toHaveURL(/\/cuenta\/mi-cuenta\/compras$/)
  await expect(page.getByText('Hola, Valentina')).toBeVisible()
  // The browser never holds the tokens: the session cookies are HttpOnly, Secure and SameSite=Lax.
  const cookies = await page.context().cookies()
  const session = cookies.filter((c) => c.name === 'shop_at' || c.name === 'shop_rt')
  expect(session).toHaveLength(2)
  for (const cookie of session) expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' })
  expect(await page.evaluate(() => document.cookie)).not.toContain('shop_')

  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect((await page.context().cookies()).some((c) => c.name === 'shop_rt')).toBe(false)
  await page.goto('/cuenta/mi-cuenta')
  await expect(page).toHaveURL(/\/iniciar-sesion/)

  // A wrong password shows the recovery link (docs/product.md, Errors).
  await logIn(page, email, 'no-es-mi-clave')
  await expect(page.getByRole('alert').getByText('El correo o la contraseña no son correctos')).toBeVisible()
  await expect(page.getByRole('link', { name: /Recupérala aquí/ })).toBeVisible()
  await logIn(page, email)
  await expect(page).toHaveURL(/\/cuenta\/mi-cuenta/)

  // Addresses: region → commune.
  await page.getByRole('link', { name: 'Mis direcciones' }).click()
  await expect(page.getByText('Aún no tienes direcciones guardadas.')).toBeVisible()
  await page.getByRole('button', { name: 'Agregar dirección' }).click()
  const dialog = page.getByRole('dialog', { name: 'Agregar dirección' })
  await dialog.getByLabel('Nombre de la dirección').fill('Casa')
  await dialog.getByLabel('Dirección', { exact: true }).fill('Av. Italia 1450')
  await dialog.getByLabel('Depto., piso o casa (opcional)').fill('Depto 302')
  await dialog.getByLabel('Región').selectOption({ label: 'Región Metropolitana de Santiago' })
  await dialog.getByLabel('Comuna').selectOption({ label: 'Ñuñoa' })
  await dialog.getByRole('button', { name: 'Guardar dirección' }).click()
  await expect(dialog).toBeHidden()
  const card = page.getByRole('listitem').filter({ hasText: 'Av. Italia 1450' })
  await expect(card).toContainText('Casa')
  await expect(card).toContainText('Ñuñoa, Región Metropolitana de Santiago')

  // Password change: the old one stops working, the new one works.
  await page.getByRole('link', { name: 'Mis datos' }).click()
  const passwordForm = page.getByRole('form', { name: 'Cambiar contraseña' })
  await passwordForm.getByLabel('Contraseña actual').fill(PASSWORD)
  await passwordForm.getByLabel('Nueva contraseña', { exact: true }).fill('syrah-de-elqui-2027')
  await passwordForm.getByLabel('Confirmar nueva contraseña').fill('syrah-de-elqui-2027')
  await passwordForm.getByRole('button', { name: 'Cambiar contraseña' }).click()
  await expect(page.getByText('Tu contraseña fue actualizada')).toBeVisible()

  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/iniciar-sesion')
  await logIn(page, email)
  await expect(page.getByRole('alert').getByText('El correo o la contraseña no son correctos')).toBeVisible()
  await logIn(page, email, 'syrah-de-elqui-2027')
  await expect(page).toHaveURL(/\/$/)
})

test('recover a forgotten password through the dev mailbox', async ({ page }) => {
  const email = await apiUser(page, 'recovery')
  await page.goto('/iniciar-sesion')
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
  await expect(page).toHaveURL(/\/recuperar-contrasena$/)
  await ready(page, 'Enviar enlace')
  await page.getByRole('main').getByLabel('Correo electrónico').fill(email)
  await page.getByRole('button', { name: 'Enviar enlace' }).click()
  await expect(page.getByRole('status')).toContainText('Si el correo corresponde a una cuenta')

  // The mail is written after the answer (same timing for unknown addresses): reload until it is there.
  const mail = page.getByRole('article', {
    name: new RegExp(`Reinicia tu contraseña.*${email.replace(/[.]/g, '\\.')}`),
  })
  await expect(async () => {
    await page.goto('/_dev/mail')
    await expect(mail).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  await mail.getByRole('link').click()

  await expect(page).toHaveURL(/\/reiniciar-contrasena\?token=/)
  await ready(page, 'Guardar contraseña')
  await page.getByRole('main').getByLabel('Nueva contraseña', { exact: true }).fill('carmenere-de-colchagua')
  await page.getByRole('main').getByLabel('Confirmar contraseña').fill('carmenere-de-colchagua')
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(page.getByRole('status')).toContainText('Tu contraseña fue actualizada')

  // Single use: the same link is refused the second time.
  await page.reload()
  await ready(page, 'Guardar contraseña')
  await page.getByRole('main').getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-cualquiera')
  await page.getByRole('main').getByLabel('Confirmar contraseña').fill('otra-clave-cualquiera')
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(page.getByRole('alert')).toContainText('no es válido o ya expiró')

  await page.goto('/iniciar-sesion')
  await logIn(page, email, 'carmenere-de-colchagua')
  await expect(page).toHaveURL(/\/$/)
})

test('a guest opening /cuenta/mi-cuenta lands on login and returns there after logging in', async ({ page }) => {
  const email = await apiUser(page, 'guard')
  await page.goto('/cuenta/mi-cuenta/mis-datos')
  await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=%2Fcuenta%2Fmi-cuenta%2Fmis-datos$/)
  await logIn(page, email)
  await expect(page).toHaveURL(/\/cuenta\/mi-cuenta\/mis-datos$/)
  await expect(page.getByRole('heading', { name: 'Datos personales' })).toBeVisible()
  // docs/product.md, How things behave: a logged-in user on the login page goes home.
  await page.goto('/iniciar-sesion')
  await expect(page).toHaveURL(/\/$/)
})

test('an external return path (?redirect=https://evil.example) is ignored', async ({ page }) => {
  const email = await apiUser(page, 'redirect')
  await page.goto('/iniciar-sesion?redirect=https://evil.example')
  await logIn(page, email)
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/)
  await page
    .getByRole('button', { name: 'Cerrar sesión' })
    .or(page.getByRole('link', { name: /mi cuenta/i }).first())
    .first()
    .isVisible()

  await page.context().clearCookies({ name: 'shop_at' })
  await page.context().clearCookies({ name: 'shop_rt' })
  await page.goto('/iniciar-sesion?redirect=//evil.example/cuenta')
  await logIn(page, email)
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/)
})

test('a purchase made while logged in appears in the account with its details', async ({ page }) => {
  const email = await apiUser(page, 'buyer')
  await page.goto('/iniciar-sesion')
  await logIn(page, email)
  await expect(page).toHaveURL(/\/$/)

  await addWines(page, 1)
  await page.goto('/informacion-personal')
  await hydrated(page)
  // docs/product.md, How things behave: a registered buyer skips the guest form.
  await expect(page.getByText(`Compras como Tomás (${email})`)).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/\/informacion-de-envio$/)
  await homeDelivery(page)
  await payInSandbox(page, '4051 8856 0044 6623')
  await expect(page.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeVisible()
  const number = (await page.locator('.result strong').first().textContent())!.trim()

  await page.goto('/cuenta/compras')
  await hydrated(page)
  await expect(page.getByRole('main').getByText(`Pedido N° ${number}`)).toBeVisible()
  await page.getByRole('link', { name: `Ver detalle ${number}` }).click()
  // docs/product.md, What the shop stores order fields: the wine bought, the dispatch cost and the total.
  await expect(page.getByRole('main').getByRole('region', { name: 'Productos del pedido' })).toBeVisible()
  await expect(page.getByRole('main').getByText('$3.990').first()).toBeVisible()
})

test('the login and register panels carry the staff words of GET /pages/auth (docs/product.md, The API), per locale', async ({
  page,
}) => {
  await page.goto('/iniciar-sesion?lang=en')
  // The seeded English content, not the built-in fallback ('Shop faster and follow every order').
  await expect(page.getByRole('heading', { level: 2, name: 'Check out faster and follow every order' })).toBeVisible()
  await page.goto('/registro?lang=es')
  await expect(page.getByRole('complementary').getByText('Tu cuenta Vinoteca Andes')).toBeVisible()
})
