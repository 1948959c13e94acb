import type { KeyboardEvent } from 'react'
import type { MenuComponent } from '~/contract/layout'
import { menuOptionLinks } from '~/lib/menu-filters'
import { ContentLink, isExternalHref } from '~/ui/content-link'
import { Icon } from '~/ui/icons'

// docs/product.md, Pages: the six component layouts of a mega-menu item. Shared by the desktop panel and the mobile drill-down.
// Fetched when the menu is first reached for (./mega-menu.tsx, ./mobile-menu.tsx), with the desktop panel itself.

function Heading({ component }: { component: MenuComponent }) {
  return (
    <p className="menu-block__title">
      {component.icon ? <Icon name={component.icon} size={18} /> : null}
      <span>{component.title}</span>
    </p>
  )
}

function FilterLinks({ heading, options, base }: { heading: string; options: MenuComponent['options']; base: string }) {
  return (
    <ul className="menu-block__links">
      {menuOptionLinks(heading, options, base).map((link) => (
        <li key={link.href + link.label}>
          <ContentLink href={link.href}>{link.label}</ContentLink>
        </li>
      ))}
    </ul>
  )
}

export function MenuComponentView({ component, base }: { component: MenuComponent; base: string }) {
  const link = component.link || base
  switch (component.layout) {
    case 'title_icon_and_links':
      return (
        <div className="menu-block">
          <Heading component={component} />
          <FilterLinks heading={component.heading} options={component.options} base={link} />
        </div>
      )
    case 'grouped_links':
      return (
        <div className="menu-block menu-block--grouped">
          <Heading component={component} />
          {component.groups.map((group) => (
            <div key={group.heading} className="menu-block__group">
              <p className="menu-block__heading">{group.heading}</p>
              <FilterLinks heading={group.heading} options={group.options} base={link} />
            </div>
          ))}
        </div>
      )
    case 'title_icon_and_link':
      return (
        <div className="menu-block menu-block--single">
          <ContentLink href={link} className="menu-block__cta">
            {component.icon ? <Icon name={component.icon} size={18} /> : null}
            <span>{component.title}</span>
            <Icon name="chevron-right" size={16} />
          </ContentLink>
        </div>
      )
    case 'bundled_links':
      return (
        <div className="menu-block">
          <Heading component={component} />
          <ul className="menu-block__links">
            {component.links.map((item) => (
              <li key={item.link + item.text}>
                <ContentLink href={item.link}>
                  {item.text}
                  {isExternalHref(item.link) ? <Icon name="arrow" size={14} className="menu-block__external" /> : null}
                </ContentLink>
              </li>
            ))}
          </ul>
        </div>
      )
    case 'image_with_title_text_and_link':
      return (
        <ContentLink href={link} className="menu-card">
          {component.image ? (
            <img src={component.image} alt="" width={270} height={150} loading="lazy" decoding="async" />
          ) : null}
          <span className="menu-card__title">{component.title}</span>
          {component.text ? <span className="menu-card__text">{component.text}</span> : null}
        </ContentLink>
      )
    case 'title_icon_and_text':
      return (
        <div className="menu-block menu-block--note">
          <Heading component={component} />
          <p className="menu-block__text">{component.text}</p>
        </div>
      )
    default:
      return null
  }
}

/** The desktop mega menu's open panel (./mega-menu.tsx): the item's component layouts in columns, then "see all". */
export function MegaMenuPanel({
  id,
  panelRef,
  components,
  base,
  allLabel,
  onKeyDown,
}: {
  id: string
  panelRef: (element: HTMLDivElement | null) => void
  components: MenuComponent[]
  base: string
  allLabel: string
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void
}) {
  return (
    <div id={id} ref={panelRef} className="mega-menu__panel" onKeyDown={onKeyDown}>
      <div className="mega-menu__panel-inner container">
        <div className="mega-menu__columns">
          {components.map((component, i) => (
            <div className="mega-menu__column" key={`${component.layout}-${i}`}>
              <MenuComponentView component={component} base={base} />
            </div>
          ))}
        </div>
        <ContentLink href={base} className="mega-menu__all">
          {allLabel}
          <Icon name="arrow" size={16} />
        </ContentLink>
      </div>
    </div>
  )
}
