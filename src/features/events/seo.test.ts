import { describe, expect, it } from 'vitest'
import type { EventDetail } from '~/contract/events'
import { eventJsonLd, mapUrl, splitVenue } from './seo'

const event: EventDetail = {
  id: 1,
  slug: 'noche-de-borgona',
  title: 'Noche de Borgoña',
  summary: 'Seis vinos de Borgoña.',
  category: { slug: 'cata', name: 'Catas' },
  starts_at: '2026-12-04T22:00:00Z',
  ends_at: '2026-12-05T00:30:00Z',
  price: 59000,
  reference_price: 72000,
  seats_left: 10,
  sold_out: false,
  cancelled: false,
  is_past: false,
  frontend_image: '/img/e/noche-de-borgona.svg',
  frontend_cover_image: '/img/e/noche-de-borgona.svg',
  product_type: 'App\\Models\\Event',
  body: [],
  includes: [],
  venue: 'Vino Bar Andes — Av. Nueva Costanera 3900, Vitacura, Santiago',
  capacity: 16,
  reservable: true,
  cover_photo: null,
}

describe('eventJsonLd', () => {
  it('describes a scheduled event with Santiago offsets, the wine bar and a CLP offer in stock', () => {
    const ld = eventJsonLd('https://vinoteca.cl', event, '/eventos/noche-de-borgona')
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Noche de Borgoña',
      startDate: '2026-12-04T19:00:00-03:00',
      endDate: '2026-12-04T21:30:00-03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Vino Bar Andes',
        address: { streetAddress: 'Av. Nueva Costanera 3900, Vitacura, Santiago' },
      },
      offers: {
        price: '59000',
        priceCurrency: 'CLP',
        availability: 'https://schema.org/InStock',
        url: 'https://vinoteca.cl/eventos/noche-de-borgona',
      },
      image: ['https://vinoteca.cl/img/e/noche-de-borgona.svg'],
    })
  })

  it('cancelled → EventCancelled; sold out → SoldOut', () => {
    expect(eventJsonLd('', { ...event, cancelled: true }, '/e').eventStatus).toBe('https://schema.org/EventCancelled')
    expect(eventJsonLd('', { ...event, sold_out: true, seats_left: 0 }, '/e').offers.availability).toBe(
      'https://schema.org/SoldOut',
    )
  })

  it('uses the winter offset in July', () => {
    const ld = eventJsonLd('', { ...event, starts_at: '2027-07-02T23:00:00Z', ends_at: '2027-07-03T01:30:00Z' }, '/e')
    expect(ld.startDate).toBe('2027-07-02T19:00:00-04:00')
  })
})

describe('venue helpers', () => {
  it('splits the venue into name and address and links the address to a map', () => {
    expect(splitVenue(event.venue)).toEqual({
      name: 'Vino Bar Andes',
      address: 'Av. Nueva Costanera 3900, Vitacura, Santiago',
    })
    expect(splitVenue('Terraza')).toEqual({ name: 'Terraza', address: 'Terraza' })
    expect(mapUrl('Av. Nueva Costanera 3900, Vitacura')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Av.%20Nueva%20Costanera%203900%2C%20Vitacura',
    )
  })
})
