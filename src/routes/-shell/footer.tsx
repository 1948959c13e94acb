import { SiteFooter } from '~/features/layout/components/site-footer'
import { NewsletterFormOnDemand } from '~/features/newsletter/components/newsletter-form-on-demand'
import type { ShellLayout } from '~/features/layout/shell-layout'
import type { PublicConfig } from '~/features/layout/layout.functions'

/** The shell's footer with the newsletter sign-up in it: two features, wired here, loaded by ./footer-on-demand.tsx. */
export function FooterWithSignUp({ layout, config }: { layout: ShellLayout; config: PublicConfig }) {
  return (
    <SiteFooter
      layout={layout}
      newsletter={
        <NewsletterFormOnDemand captchaSiteKey={config.captchaSiteKey} captchaProvider={config.captchaProvider} />
      }
    />
  )
}
