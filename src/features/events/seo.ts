import type { EventDetail } from '~/contract/events'
import { santiagoIso } from '~/lib/santiago-time'
import { absolute } from '~/lib/seo'

// schema.org Event of /eventos/{event}: dates with Santiago's offset of that day, status (EventCancelled), the
// wine bar as Place, and an Offer per person in CLP whose availability follows the seats left.

/** 'Vino Bar Andes — Av. Nueva Costanera 3900, Vitacura, Santiago' → name and address. */
export function splitVenue(venue: string): { name: string; address: string } {
  const [name, ...rest] = venue.split(/\s+[—–-]\s+/)
  return rest.length ? { name: name!.trim(), address: rest.join(' - ').trim() } : { name: venue, address: venue }
}

export function mapUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}

export function eventJsonLd(site: string, event: EventDetail, url: string) {
  const place = splitVenue(event.venue)
  const available = !event.cancelled && !event.sold_out && !event.is_past
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    startDate: santiagoIso(event.starts_at),
    endDate: santiagoIso(event.ends_at),
    eventStatus: event.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: place.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: place.address,
        addressLocality: 'Santiago',
        addressCountry: 'CL',
      },
    },
    image: event.frontend_cover_image ? [absolute(site, event.frontend_cover_image)] : undefined,
    organizer: { '@type': 'Organization', name: 'Vinoteca Andes', url: site || undefined },
    offers: {
      '@type': 'Offer',
      price: String(event.price),
      priceCurrency: 'CLP',
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url: absolute(site, url),
    },
  }
}
