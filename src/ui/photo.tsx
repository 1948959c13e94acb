import type { ProductPhotoView } from '~/contract/catalog'

// A staff-uploaded photograph: srcset of its widths, the slot's `sizes`, and its own width and height so the page
// reserves the space. The first image of a page is its LCP: loaded eagerly with high priority; the rest lazily.
export function Photo({
  photo,
  sizes,
  alt,
  priority = false,
  className,
}: {
  photo: ProductPhotoView
  sizes: string
  alt?: string
  priority?: boolean
  className?: string
}) {
  return (
    <img
      className={className}
      src={photo.src}
      srcSet={photo.srcset}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt ?? photo.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  )
}
