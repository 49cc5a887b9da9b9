/** The provider's two answers to a 'not heard back' note (docs/product.md#follow-ups). */
export const PROVIDER_SIDES = { replied: 'I did reply', accepting: 'Still accepting' } as const
export type ProviderSide = keyof typeof PROVIDER_SIDES

export function isProviderSide(value: unknown): value is ProviderSide {
	return typeof value === 'string' && Object.hasOwn(PROVIDER_SIDES, value)
}

export const providerNotePath = (token: string, side: ProviderSide) =>
	`/follow-up/provider/${token}?side=${side}`
