/** Access needs: each a provider column of its own (true or false), a filter and a line on the profile. */
export const ACCESS_NEEDS = [
	{ name: 'wheelchair_accessible', label: 'Wheelchair accessible office' },
	{ name: 'evening_hours', label: 'Evening appointments (after 5 pm)' },
	{ name: 'weekend_hours', label: 'Weekend appointments' },
] as const
export type AccessNeed = (typeof ACCESS_NEEDS)[number]['name']
