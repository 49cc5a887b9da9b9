// Placeholder until the recorder lands (replaced by the real component on merge).
import type { RecordingKind } from '../recording-rules'
import type { ResponseDoc } from '../response-doc'

type RecorderProps = {
	kind: RecordingKind
	answerId: string
	onSaved: (answer: ResponseDoc) => void
	onCancel: () => void
}

export default function Recorder({ kind, onCancel }: RecorderProps) {
	return (
		<div>
			<p>Recording {kind} is coming.</p>
			<button type="button" onClick={onCancel}>
				Cancel
			</button>
		</div>
	)
}
