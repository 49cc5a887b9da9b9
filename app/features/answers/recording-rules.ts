// Rules for recorded answers, shared by the recorder in the browser, the upload targets and the
// server's content checks (docs/product.md#answers).

export const RECORDING_KINDS = ['video', 'audio'] as const
export type RecordingKind = (typeof RECORDING_KINDS)[number]

/** Longest recording, in seconds: the recorder stops by itself, the server refuses longer files. */
export const MAX_RECORDING_SECONDS: Record<RecordingKind, number> = { video: 180, audio: 300 }
/** Largest upload, in bytes. */
export const MAX_RECORDING_BYTES: Record<RecordingKind, number> = {
	video: 150 * 1024 * 1024,
	audio: 30 * 1024 * 1024,
}
/** The video thumbnail, a frame captured in the browser (re-encoded to WebP on the server). */
export const MAX_THUMBNAIL_BYTES = 5 * 1024 * 1024
/** Countdown before recording starts, in seconds. */
export const COUNTDOWN_SECONDS = 3
/** Peak levels kept for an audio answer's waveform (audio_timeline). */
export const AUDIO_TIMELINE_POINTS = 200

/** The upload helper's targets carry what each one is for: the recording, or a video's thumbnail. */
export const UPLOAD_PURPOSES = ['recording', 'thumbnail'] as const
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number]

export const RECORDING_MESSAGES = {
	notRecording: 'Please choose audio or video for this answer first.',
	missing: 'Please record and upload your answer first.',
	tooLarge: {
		video: 'This video is too large. Please keep video answers under 150 MB.',
		audio: 'This recording is too large. Please keep audio answers under 30 MB.',
	},
	tooLong: {
		video: 'This video is longer than 3 minutes. Please record a shorter answer.',
		audio: 'This recording is longer than 5 minutes. Please record a shorter answer.',
	},
	wrongType: {
		video: 'This file is not a video we can play. Please record your answer again in the browser.',
		audio: 'This file is not an audio recording we can play. Please record your answer again in the browser.',
	},
	unreadable: 'This recording could not be read. It may be damaged; please record it again.',
	thumbnailUnreadable: 'The video thumbnail could not be read. Please record the video again.',
	notYours: 'You can only upload recordings for your own answers.',
} as const
