import { type ChangeEvent, useEffect, useId, useState } from 'react'
import { Dialog } from '~/components/ui/dialog'
import { FieldError } from '~/components/ui/field'
import { useJsonSubmit } from '~/components/ui/use-json-submit'
import { checkPhotoFile, uploadPhoto } from '~/features/photos/upload-photo.client'
import { Avatar } from '~/features/therapists/components/avatar'
import { MESSAGES } from '../../profile.schema'
import { FormFooter } from '~/components/ui/form-footer'
import type { ProfileModalProps } from '../modal-props'

/** Your Photo: pick a PNG, JPEG or WebP under 30MB; it is uploaded, cropped square and resized on the server. */
export default function PhotoModal({ profile, onClose, onSaved }: ProfileModalProps) {
	const inputId = useId()
	const [file, setFile] = useState<File | null>(null)
	const [preview, setPreview] = useState<string | null>(null)
	const [fileError, setFileError] = useState<string | null>(null)
	const [uploadError, setUploadError] = useState<string | null>(null)
	const [uploading, setUploading] = useState(false)
	// The file goes to storage first; then `photo: true` tells /api/user to take it.
	const save = useJsonSubmit({ action: '/api/user', onSuccess: onSaved })
	const saving = uploading || save.busy
	const formError = uploadError ?? (save.failure ? (save.failure.message ?? MESSAGES.saveFailed) : null)

	useEffect(() => {
		if (!file) return
		const url = URL.createObjectURL(file)
		setPreview(url)
		return () => URL.revokeObjectURL(url)
	}, [file])

	const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
		const picked = event.target.files?.[0] ?? null
		setUploadError(null)
		save.clearFailure()
		if (!picked) return
		// Type by content (a renamed PDF is refused) and size, before anything is sent.
		const error = await checkPhotoFile(picked)
		setFileError(error)
		setFile(error ? null : picked)
		if (error) setPreview(null)
	}

	const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		if (saving) return
		if (!file) {
			setFileError(fileError ?? 'Please choose a photo first.')
			return
		}
		setUploading(true)
		setUploadError(null)
		try {
			await uploadPhoto(file)
		} catch (error) {
			setUploadError(error instanceof Error && error.message ? error.message : MESSAGES.saveFailed)
			return
		} finally {
			setUploading(false)
		}
		save.submit({ photo: true })
	}

	return (
		<Dialog
			title="Your Photo"
			onClose={onClose}
			onSubmit={onSubmit}
			footer={<FormFooter saving={saving} onCancel={onClose} formError={formError} saveLabel="Save Photo" />}
		>
			<div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
				{preview ? (
					<img
						src={preview}
						alt="Preview of the file you chose"
						className="h-32 w-32 flex-none rounded-full bg-stone-100 object-cover"
					/>
				) : (
					<Avatar
						first_name={profile.first_name}
						last_name={profile.last_name}
						photo={profile.photo}
						size="lg"
						alt={profile.photo ? 'Your current photo' : 'No photo yet'}
					/>
				)}
				<div className="w-full min-w-0">
					<p className="text-muted">
						A clear, friendly photo of your face helps clients feel at ease. It is cropped to a square.
					</p>
					<label
						htmlFor={inputId}
						className="mt-4 inline-flex min-h-11 cursor-pointer items-center rounded-full border border-brand-700 px-5 py-2 font-medium text-brand-700 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
					>
						{file ? 'Choose a different photo' : 'Choose a photo'}
						<input
							id={inputId}
							type="file"
							name="photo"
							accept="image/png,image/jpeg,image/webp"
							onChange={onPick}
							aria-invalid={fileError ? true : undefined}
							aria-describedby={`${inputId}-hint${fileError ? ` ${inputId}-error` : ''}`}
							className="sr-only"
						/>
					</label>
					<p id={`${inputId}-hint`} className="mt-2 text-muted text-sm">
						PNG, JPEG or WebP, less than 30MB.
					</p>
					{file ? <p className="mt-1 break-all text-ink text-sm">{file.name}</p> : null}
					<FieldError id={`${inputId}-error`} message={fileError ?? undefined} />
				</div>
			</div>
		</Dialog>
	)
}
