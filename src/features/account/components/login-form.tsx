import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { loginFn } from '../account.functions'
import { LOGIN_CAPTCHA_ACTION, loginRequestSchema } from '~/contract/auth'
import { getCaptchaToken, type CaptchaConfig } from '~/ui/captcha'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, ShopForm, setServerErrors, useAppForm } from '~/ui/form/form-kit'

// docs/product.md, Pages /iniciar-sesion; How things behave: after login go home or to the remembered local path;
// Errors: a password mismatch at login shows a recovery link. After several attempts on one account the API asks for
// the captcha (422 on recaptchaResponse, docs/decisions/015-rate-limits.md): the form says so and sends a token from
// then on, at once for the attempt that was asked.
export function LoginForm({ redirectTo, captcha }: { redirectTo?: string; captcha: CaptchaConfig }) {
  const { t } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  const showError = useErrorModal()
  const [badCredentials, setBadCredentials] = useState<string | null>(null)
  const [captchaAsked, setCaptchaAsked] = useState<string | null>(null)

  const send = async (value: { email: string; password: string }, withCaptcha: boolean) => {
    let recaptchaResponse = ''
    if (withCaptcha && captcha.siteKey) {
      try {
        recaptchaResponse = await getCaptchaToken({ ...captcha, action: LOGIN_CAPTCHA_ACTION })
      } catch {
        return null
      }
    }
    return loginFn({ data: { ...value, recaptchaResponse, redirect: redirectTo } })
  }

  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: { email: '', password: '' },
    validators: { onChange: loginRequestSchema },
    onSubmit: async ({ value, formApi }) => {
      setBadCredentials(null)
      let result = await send(value, captchaAsked !== null)
      if (result && !result.ok && result.fieldErrors.recaptchaResponse && captchaAsked === null) {
        setCaptchaAsked(result.message)
        result = await send(value, true)
      }
      if (!result) {
        showError(t`No pudimos verificar que no eres un robot. Intenta nuevamente.`)
        return
      }
      if (!result.ok) {
        const captchaMessage = result.fieldErrors.recaptchaResponse?.[0]
        if (captchaMessage) setCaptchaAsked(captchaMessage)
        else if (result.status === 401) setBadCredentials(result.message)
        else if (result.status === 422) setServerErrors(formApi, result.fieldErrors)
        else showError(result)
        return
      }
      // Everything cached for the previous visitor (header, cart owner, account data) is stale now.
      await queryClient.invalidateQueries()
      await router.invalidate()
      await router.navigate({ href: result.data.redirectTo, replace: true })
    },
  })

  return (
    <ShopForm form={form} className="auth-form">
      <form.AppField name="email">
        {(f) => <f.TextField label={t`Correo electrónico`} type="email" autoComplete="email" inputMode="email" />}
      </form.AppField>
      <form.AppField name="password">
        {(f) => <f.TextField label={t`Contraseña`} type="password" autoComplete="current-password" />}
      </form.AppField>
      {captchaAsked ? (
        <div className="auth-form__alert auth-form__captcha" role="alert">
          <p>{captchaAsked}</p>
          {captcha.siteKey ? (
            <p>
              <Trans>Al enviar, completa la verificación que aparece en pantalla.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      {badCredentials ? (
        <div className="auth-form__alert" role="alert">
          <p>{badCredentials}</p>
          <Link to="/recuperar-contrasena">
            <Trans>¿Olvidaste tu contraseña? Recupérala aquí</Trans>
          </Link>
        </div>
      ) : null}
      <div className="auth-form__row">
        <Link to="/recuperar-contrasena" className="auth-form__link">
          <Trans>¿Olvidaste tu contraseña?</Trans>
        </Link>
      </div>
      <form.SubmitButton className="button--large auth-form__submit" pending={<Trans>Ingresando…</Trans>}>
        <Trans>Iniciar sesión</Trans>
      </form.SubmitButton>
      <p className="auth-form__switch">
        <Trans>¿Aún no tienes cuenta?</Trans>{' '}
        <Link to="/registro" search={redirectTo ? { redirect: redirectTo } : {}}>
          <Trans>Regístrate</Trans>
        </Link>
      </p>
    </ShopForm>
  )
}
