import { initials, photoSrcSet, photoUrl } from '../format'

const SIZES = {
	sm: 'h-12 w-12 text-base',
	md: 'h-16 w-16 text-xl',
	lg: 'h-28 w-28 text-4xl sm:h-32 sm:w-32',
} as const

/** Rendered widths in CSS px, so the browser picks the smallest rendition that stays sharp. */
const RENDERED_WIDTH: Record<keyof typeof SIZES, string> = {
	sm: '48px',
	md: '64px',
	lg: '(min-width: 640px) 128px, 112px',
}

type AvatarProps = {
	first_name: string
	last_name: string
	photo: string | null
	size?: keyof typeof SIZES
	/** Empty when the name is printed next to it (the default). */
	alt?: string
}

/** The provider's photo, or their initials until a photo is uploaded. */
export function Avatar({ first_name, last_name, photo, size = 'md', alt = '' }: AvatarProps) {
	const src = photoUrl(photo, size === 'lg' ? 256 : 96)
	const classes = `${SIZES[size]} flex-none rounded-full`
	if (src) {
		return (
			<img
				src={src}
				// A 48 or 64 px avatar never uses the 512 px rendition (a listing's HTML stays small).
				srcSet={photoSrcSet(photo, size === 'lg' ? 512 : 256)}
				sizes={RENDERED_WIDTH[size]}
				alt={alt}
				width={size === 'lg' ? 128 : size === 'md' ? 64 : 48}
				height={size === 'lg' ? 128 : size === 'md' ? 64 : 48}
				className={`${classes} bg-stone-100 object-cover`}
				loading={size === 'lg' ? 'eager' : 'lazy'}
			/>
		)
	}
	const placeholder = `${classes} flex items-center justify-center bg-brand-100 font-serif text-brand-800`
	if (alt) {
		return (
			<div role="img" aria-label={alt} className={placeholder}>
				<span aria-hidden="true">{initials({ first_name, last_name })}</span>
			</div>
		)
	}
	return (
		<div aria-hidden="true" className={placeholder}>
			{initials({ first_name, last_name })}
		</div>
	)
}
