export default function UserGuidelines() {
	return <div className="mx-auto max-w-3xl px-4 py-10">UserGuidelines</div>
}
