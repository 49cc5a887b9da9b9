import { initials, photoUrl } from '../format'

const SIZES = {
	sm: 'h-12 w-12 text-base',
	md: 'h-16 w-16 text-xl',
	lg: 'h-28 w-28 text-4xl sm:h-32 sm:w-32',
} as const

type AvatarProps = {
	firstName: string
	lastName: string
	photo: string | null
	size?: keyof typeof SIZES
	/** Empty when the name is printed next to it (the default). */
	alt?: string
}

/** The provider's photo, or their initials until a photo is uploaded. */
export function Avatar({ firstName, lastName, photo, size = 'md', alt = '' }: AvatarProps) {
	const src = photoUrl(photo)
	const classes = `${SIZES[size]} flex-none rounded-full`
	if (src) {
		return <img src={src} alt={alt} className={`${classes} bg-stone-100 object-cover`} loading="lazy" />
	}
	const placeholder = `${classes} flex items-center justify-center bg-brand-100 font-serif text-brand-800`
	if (alt) {
		return (
			<div role="img" aria-label={alt} className={placeholder}>
				<span aria-hidden="true">{initials({ firstName, lastName })}</span>
			</div>
		)
	}
	return (
		<div aria-hidden="true" className={placeholder}>
			{initials({ firstName, lastName })}
		</div>
	)
}
