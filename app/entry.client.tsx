import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadDocumentMessages } from '~/lib/document-catalog'

// React Router's own entry, but a Spanish page first reads its messages' file (preloaded by the
// page: app/lib/document-catalog.tsx). Without them the page stays as the server wrote it, which
// works without JavaScript, rather than showing message ids.
loadDocumentMessages().then((ready) => {
	if (!ready) return
	startTransition(() => {
		hydrateRoot(
			document,
			<StrictMode>
				<HydratedRouter />
			</StrictMode>,
		)
	})
})
