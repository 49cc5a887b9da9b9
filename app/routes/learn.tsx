export default function Learn() {
	return <div className="mx-auto max-w-3xl px-4 py-10">Learn</div>
}
