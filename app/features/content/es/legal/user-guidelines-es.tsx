import { Link } from '~/components/local-link'
import { CrisisSentences } from '~/components/crisis-lines'
import type { ContentSection } from '../../components/prose-page'
import type { ContentSite } from '../../site-info'

// The User Guidelines in Spanish: a translation of ../../legal/user-guidelines.tsx, which governs (the
// page says so). Change both together.

export const USER_GUIDELINES_TITLE_ES = 'Normas para usuarios'

export function userGuidelinesLeadEs(site: ContentSite): string {
	return `Muchas personas llegan a ${site.siteName} en un momento difícil. Estas normas mantienen el directorio exacto, seguro y respetuoso, en los perfiles y las respuestas de los profesionales y en los mensajes de los visitantes.`
}

export function userGuidelinesSectionsEs({ siteName, contactEmail }: ContentSite): ContentSection[] {
	const mailto = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
	return [
		{
			id: 'credentials',
			title: 'Credenciales exactas',
			body: (
				<>
					<p>
						Los visitantes se basan en su perfil para decidir si usted puede ayudarles. Manténgalo verdadero y
						al día.
					</p>
					<ul>
						<li>
							Indique solo licencias que tenga y que estén vigentes y en regla, con el tipo y el número de
							licencia tal como los emitió su junta.
						</li>
						<li>
							Elija como estados donde ejerce solo aquellos donde su licencia le permite atender clientes,
							también por telesalud.
						</li>
						<li>
							Si ejerce bajo supervisión (por ejemplo, como asociado), dígalo en su perfil e indique la
							licencia que tiene.
						</li>
						<li>
							Declare solo títulos, certificaciones, especialidades y enfoques en los que tenga formación y
							experiencia reales.
						</li>
						<li>
							Mantenga al día su disponibilidad, sus tarifas y los seguros que acepta. Si no acepta nuevos
							clientes, indíquelo en su disponibilidad (la cuenta está en inglés:{' '}
							<span lang="en">Not Accepting New Clients</span>).
						</li>
						<li>
							Use una foto reciente suya, no un logotipo, una foto de archivo ni la imagen de otra persona.
						</li>
					</ul>
				</>
			),
		},
		{
			id: 'safe-practice',
			title: 'Práctica segura y ética',
			body: (
				<>
					<p>
						{siteName} solo incluye prácticas seguras que siguen normas profesionales aceptadas. No puede
						ofrecer ni promover:
					</p>
					<ul>
						<li>
							<strong>terapias de conversión</strong>, ni ninguna práctica que intente cambiar o reprimir la
							orientación sexual o la identidad de género de una persona;
						</li>
						<li>
							otras prácticas que las principales organizaciones profesionales consideran dañinas, como las
							técnicas aversivas, la sujeción coercitiva o el “renacimiento” (rebirthing);
						</li>
						<li>afirmaciones de curar condiciones graves, ni garantías de resultados; ni</li>
						<li>nada que prohíban el código de ética de su profesión o las normas de su estado.</li>
					</ul>
				</>
			),
		},
		{
			id: 'profile-writing',
			title: 'Perfiles sin spam',
			body: (
				<>
					<p>Escriba para la persona que lee, en lenguaje sencillo. Su titular debe describir su trabajo.</p>
					<ul>
						<li>
							Nada de relleno de palabras clave: ni listas largas de ciudades, condiciones o términos de
							búsqueda, ni palabras repetidas pensadas para los buscadores y no para las personas. Para eso
							están las listas de especialidades y enfoques.
						</li>
						<li>Un perfil por persona. No cree perfiles duplicados ni de prueba.</li>
						<li>
							Nada de publicidad de productos ajenos a su práctica, enlaces de afiliados ni ofertas de
							comisiones por derivación.
						</li>
						<li>El enlace a su sitio web debe llevar a su propia consulta.</li>
					</ul>
				</>
			),
		},
		{
			id: 'answers',
			title: 'Respuestas respetuosas',
			body: (
				<>
					<p>
						Sus respuestas escritas, de voz y de video ayudan a las personas a entender la terapia y a decidir
						a quién contactar.
					</p>
					<ul>
						<li>Sea respetuoso, no juzgue e incluya a todos, lectores y otros profesionales.</li>
						<li>
							<strong>Nunca incluya detalles que puedan identificar a un cliente</strong>, actual o anterior:
							ni nombres ni iniciales, ni edades junto con lugares, ni historias reconocibles, aunque el
							cliente lo consienta. Hable en general, por ejemplo: “muchas personas con las que trabajo…”.
						</li>
						<li>
							Mantenga las respuestas informativas. No diagnostique a los lectores ni dé consejos de
							tratamiento individuales en una respuesta pública.
						</li>
						<li>
							Grabe las respuestas de voz y video en un espacio privado, sin que se vean ni se oigan clientes
							ni información de clientes.
						</li>
						<li>No desacredite a otros profesionales ni otros enfoques.</li>
					</ul>
				</>
			),
		},
		{
			id: 'moderation',
			title: 'Cómo moderamos',
			body: (
				<>
					<p>
						Una revisión automática de palabras clave busca en los perfiles y las respuestas contenido que
						incumpla estas normas. Si encuentra una coincidencia, su perfil queda marcado: sale de los
						resultados de búsqueda y se oculta a los buscadores hasta que se revise. Una coincidencia de
						palabras clave no significa que usted haya hecho algo mal; corrija el contenido y escriba a{' '}
						{mailto} para pedir una revisión.
					</p>
					<p>
						También revisamos las denuncias de visitantes y profesionales. El contenido que incumpla estas
						normas puede quitarse, y los incumplimientos graves o repetidos pueden llevar al cierre de una
						cuenta, como se explica en nuestras <Link to="/legal/terms-of-use">Condiciones de uso</Link>.
					</p>
				</>
			),
		},
		{
			id: 'visitors',
			title: 'Para visitantes: mensajes respetuosos',
			body: (
				<>
					<p>El formulario de contacto sirve para preguntarle a un terapeuta sobre trabajar con él o ella.</p>
					<ul>
						<li>Sea cortés. No se permiten el acoso, las amenazas ni el lenguaje abusivo.</li>
						<li>Nada de ofertas de venta, publicidad, encuestas ni spam.</li>
						<li>Está bien escribir a varios terapeutas; escríbale a cada uno de forma personal.</li>
						<li>
							Comparta solo lo que un terapeuta necesita para responder, como en qué le gustaría recibir ayuda
							y cuándo está disponible. Los detalles pueden esperar hasta que estén en contacto.
						</li>
						<li>
							El formulario de contacto no es para emergencias. <CrisisSentences />
						</li>
					</ul>
				</>
			),
		},
		{
			id: 'reporting',
			title: 'Cómo denunciar un problema',
			body: (
				<p>
					Si un perfil, una respuesta o un mensaje incumple estas normas, escriba a {mailto} con un enlace al
					perfil y una breve descripción. Las inquietudes sobre la licencia o la conducta de un profesional
					también se pueden denunciar ante la junta de licencias de su estado.
				</p>
			),
		},
	]
}
