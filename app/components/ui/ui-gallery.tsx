import { type ReactNode, useState } from 'react'
import { Link } from '~/components/local-link'
import { FIELD_REQUIRED, INVALID_EMAIL } from '~/lib/field-messages'
import { Button, type ButtonSize, type ButtonVariant, buttonClass } from './button'
import { Dialog } from './dialog'
import { Checkbox, Field, FormAlert } from './field'
import { Select } from './select'
import { useUrlDialog } from './use-url-dialog'

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'neutral', 'danger']
const SIZES: ButtonSize[] = ['sm', 'md', 'lg', 'xl']
const FEW = ['Anxiety', 'Depression', 'Grief', 'Trauma'].map((label) => ({
	value: label.toLowerCase(),
	label,
}))
const MANY = [
	'Alabama',
	'Alaska',
	'Arizona',
	'Arkansas',
	'California',
	'Colorado',
	'Connecticut',
	'Delaware',
	'Florida',
	'Georgia',
	'Hawaii',
	'Idaho',
].map((label) => ({ value: label.toLowerCase(), label }))

function Section({ title, children }: { title: string; children: ReactNode }) {
	return (
		<section className="mt-10" aria-labelledby={`ui-${title}`}>
			<h2 id={`ui-${title}`} className="font-serif text-2xl text-ink">
				{title}
			</h2>
			<div className="mt-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">{children}</div>
		</section>
	)
}

function Buttons() {
	return (
		<Section title="Button">
			<div className="space-y-4">
				{VARIANTS.map((variant) => (
					<div key={variant} className="flex flex-wrap items-center gap-3">
						{SIZES.map((size) => (
							<Button key={size} variant={variant} size={size}>
								{`${variant} ${size}`}
							</Button>
						))}
					</div>
				))}
				<div className="flex flex-wrap items-center gap-3">
					<Button disabled>Disabled</Button>
					<Button aria-disabled>aria-disabled</Button>
					<Button loading loadingText="Saving…">
						Save
					</Button>
					<Button variant="secondary" loading>
						Send
					</Button>
					<Link to="/dev/ui" className={buttonClass({ variant: 'secondary' })}>
						A link styled as a button
					</Link>
					<Button block>Block</Button>
				</div>
			</div>
		</Section>
	)
}

function Fields() {
	const [values, setValues] = useState({
		name: '',
		bio: 'I work with adults.',
		email: 'sam@',
		near: 'x'.repeat(45),
	})
	const over = 'x'.repeat(53)
	const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }))
	const [agree, setAgree] = useState(false)
	return (
		<Section title="Field">
			<div className="grid gap-x-6 sm:grid-cols-2">
				<Field
					name="name"
					label="Name (empty, required)"
					required
					value={values.name}
					onChange={set('name')}
				/>
				<Field
					name="hint"
					label="With a hint"
					hint="Shown under the label and read with the input."
					value=""
					onChange={() => {}}
					required={false}
				/>
				<Field
					name="email"
					label="With an error"
					type="email"
					value={values.email}
					onChange={set('email')}
					error={INVALID_EMAIL}
				/>
				<Field name="near" label="Near the limit" maxLength={50} value={values.near} onChange={set('near')} />
				<Field name="over" label="Over the limit" maxLength={50} value={over} onChange={() => {}} />
				<Field
					name="cost"
					label="With a prefix"
					prefix="$"
					inputMode="numeric"
					value="120"
					onChange={() => {}}
				/>
			</div>
			<Field
				name="bio"
				label="Textarea with a counter"
				multiline
				rows={3}
				maxLength={200}
				value={values.bio}
				onChange={set('bio')}
			/>
			<Checkbox name="agree" label="A checkbox" checked={agree} onChange={setAgree} />
			<Checkbox
				name="agree-error"
				label="A checkbox with an error"
				checked={false}
				onChange={() => {}}
				error={FIELD_REQUIRED}
			/>
			<FormAlert message="A form-level error: Something went wrong. Please try again later." />
		</Section>
	)
}

function Selects() {
	const [few, setFew] = useState<string[]>(['anxiety'])
	const [many, setMany] = useState<string[]>([])
	const [multi, setMulti] = useState<string[]>(['alaska', 'florida'])
	return (
		<Section title="Select">
			<div className="grid gap-x-6 sm:grid-cols-2">
				<Select label="Up to 10 options" name="few" options={FEW} value={few} onChange={setFew} required />
				<Select
					label="Above 10 options (searchable)"
					name="many"
					options={MANY}
					value={many}
					onChange={setMany}
					noneLabel="No state"
				/>
				<Select
					label="Several, up to 3"
					name="multi"
					multiple
					max={3}
					options={MANY}
					value={multi}
					onChange={setMulti}
				/>
				<Select
					label="With an error"
					name="err"
					options={FEW}
					value={[]}
					onChange={() => {}}
					error={FIELD_REQUIRED}
					required
				/>
			</div>
		</Section>
	)
}

function Dialogs() {
	const dialog = useUrlDialog('dialog')
	const [name, setName] = useState('')
	return (
		<Section title="Dialog">
			<p className="mb-4 text-muted">
				Opens through ?dialog=demo (Back closes it), full screen below 640px, a card above.
			</p>
			<Link {...dialog.linkProps('demo')} className={buttonClass()}>
				Open the dialog
			</Link>
			<Dialog
				open={dialog.value === 'demo'}
				title="A dialog"
				description="With a form, a sticky footer and an error."
				onClose={dialog.close}
				onSubmit={(event) => event.preventDefault()}
				footer={
					<div>
						<FormAlert
							message="Saving failed. Please check your connection and try again."
							className="mb-3 text-sm"
						/>
						<div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
							<Button variant="neutral" onClick={dialog.close}>
								Cancel
							</Button>
							<Button type="submit">Save</Button>
						</div>
					</div>
				}
			>
				<Field
					name="dialog-name"
					label="First name"
					required
					value={name}
					onChange={setName}
					maxLength={50}
				/>
				<Select label="State" name="dialog-state" options={MANY} value={[]} onChange={() => {}} />
			</Dialog>
		</Section>
	)
}

/** The development gallery of the UI kit (/dev/ui). */
export function UiGallery() {
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<h1 className="font-serif text-3xl text-ink">UI kit</h1>
			<p className="mt-2 text-muted">Every piece of app/components/ui in its states. Development only.</p>
			<Buttons />
			<Fields />
			<Selects />
			<Dialogs />
		</div>
	)
}
