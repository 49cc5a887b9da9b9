import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// Each field message is declared once, in the catalogs (app/locales/{en,es}/fields.json, read
// through app/lib/field-messages.ts: no code file spells one out), and every form binds its
// fields through the one form hook (app/components/ui/use-form.ts), so schemas, page actions,
// JSON endpoints and the browser cannot drift apart (docs/product.md#validation). Tests may spell
// the messages out: they check what users see.

const HOME = 'app/lib/field-messages.ts'
const MESSAGES = [
	'Field is required',
	'characters max',
	'Please enter a valid email.',
	'Please enter a valid website address',
]

function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name)
		if (statSync(full).isDirectory()) return sources(full)
		return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-support/.test(name) ? [full] : []
	})
}

const files = ['app', 'server', 'scripts'].flatMap(sources)

test('each field message is declared only in app/lib/field-messages.ts', () => {
	const elsewhere = files
		.filter((file) => file !== HOME)
		.flatMap((file) => {
			const text = readFileSync(file, 'utf8')
			return MESSAGES.filter((message) => text.includes(message)).map((message) => `${file}: ${message}`)
		})
	expect(files).toContain(HOME)
	expect(elsewhere).toEqual([])
})

test('every form with fields binds them through useForm, and no other form hook exists', () => {
	const formHooks = files.filter((file) => /\/use-[\w-]*-form\.tsx?$/.test(file))
	expect(formHooks).toEqual([])
	// The gallery shows the fields on their own, with no form around them.
	const withFields = files.filter(
		(file) =>
			!file.endsWith('ui-gallery.tsx') &&
			/import \{[^}]*\b(Field|Checkbox)\b[^}]*\} from '(~\/components\/ui|\.)\/field'/.test(
				readFileSync(file, 'utf8'),
			),
	)
	expect(withFields.length).toBeGreaterThan(10)
	const unbound = withFields.filter((file) => !/\buseForm[<(]/.test(readFileSync(file, 'utf8')))
	expect(unbound).toEqual([])
})
