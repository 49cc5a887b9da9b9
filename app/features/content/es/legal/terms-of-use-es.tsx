import { Link } from '~/components/local-link'
import { CrisisSentences } from '~/components/crisis-lines'
import { FREE_PLAN_NAME, GROWTH_PACKAGE_PRICE_PER_MONTH, PAID_PLAN_NAME } from '~/platform/reference/options'
import type { ContentSection } from '../../components/prose-page'
import { LIABILITY_CAP_USD, MATERIAL_CHANGE_NOTICE_DAYS } from '../../legal/legal-facts'
import type { ContentSite } from '../../site-info'

// The Terms of Use in Spanish: a translation of ../../legal/terms-of-use.tsx, which governs (the page
// says so). Change both together.

export const TERMS_OF_USE_TITLE_ES = 'Condiciones de uso'

export function termsOfUseLeadEs(site: ContentSite): string {
	return `Estas condiciones son el acuerdo entre usted y ${site.siteName} para usar el directorio, ya sea que busque un terapeuta o que publique su consulta.`
}

export function termsOfUseSectionsEs({ siteName, contactEmail }: ContentSite): ContentSection[] {
	const mailto = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
	const growthPrice = `$${GROWTH_PACKAGE_PRICE_PER_MONTH} / mes`
	const liabilityCap = `$${LIABILITY_CAP_USD}`
	return [
		{
			id: 'agreement',
			title: 'Aceptación de estas condiciones',
			body: (
				<>
					<p>
						Al usar {siteName} usted acepta estas Condiciones de uso, nuestra{' '}
						<Link to="/legal/privacy-policy">Política de privacidad</Link> y nuestras{' '}
						<Link to="/legal/user-guidelines">Normas para usuarios</Link>. Los profesionales las aceptan al
						crear una cuenta. Si no está de acuerdo, no use {siteName}.
					</p>
					<p>“Usted” es la persona que usa {siteName}, o la consulta en cuyo nombre actúa un profesional.</p>
				</>
			),
		},
		{
			id: 'not-care',
			title: 'Un directorio, no un proveedor de atención',
			body: (
				<>
					<p>
						{siteName} es un directorio en línea gratuito que ayuda a las personas a encontrar profesionales
						de salud mental con licencia y comunicarse con ellos. No damos consejos, diagnósticos ni
						tratamientos médicos, psicológicos ni de ningún otro tipo profesional. No empleamos, derivamos,
						recomendamos, respaldamos ni supervisamos a los profesionales que aparecen, y usar {siteName} no
						crea una relación de terapeuta y cliente entre usted y nosotros.
					</p>
					<p>
						Nuestros artículos, las pruebas de autoevaluación y las respuestas que publican los profesionales
						son información general. No reemplazan la atención de un profesional calificado que conozca su
						situación. El resultado de una prueba de autoevaluación es una detección, no un diagnóstico.
					</p>
				</>
			),
		},
		{
			id: 'emergencies',
			title: 'No es un servicio de emergencias',
			body: (
				<>
					<p>
						<strong>
							{siteName} no es un servicio de emergencias. Si usted u otra persona está en peligro, llame al{' '}
							<a href="tel:911">911</a> ahora.
						</strong>{' '}
						Si está pensando en el suicidio o atraviesa una crisis emocional, la Línea 988 de Prevención del
						Suicidio y Crisis le atiende en español. <CrisisSentences emergency={false} />
					</p>
					<p>
						No use el formulario de contacto para nada urgente: los profesionales pueden tardar en leer los
						mensajes, y nosotros no podemos verlos ni actuar sobre ellos.
					</p>
				</>
			),
		},
		{
			id: 'choosing',
			title: 'Cómo elegir un profesional',
			body: (
				<p>
					Usted decide si se comunica o trabaja con un profesional. Los perfiles los escriben los propios
					profesionales. Antes de empezar, le recomendamos confirmar su licencia con la junta de licencias de
					su estado y preguntarles directamente por tarifas, seguros y disponibilidad. No garantizamos que un
					profesional esté disponible, sea adecuado para usted o acepte un plan de seguro en particular.
				</p>
			),
		},
		{
			id: 'accounts',
			title: 'Cuentas de profesionales',
			body: (
				<ul>
					<li>
						Las cuentas son para profesionales de salud mental con licencia, mayores de 18 años, con una
						licencia que les permita ejercer en cada estado que indican.
					</li>
					<li>Cada cuenta y cada perfil pertenecen a una sola persona. No comparta su cuenta.</li>
					<li>
						Indique un correo electrónico que funcione y que usted controle, mantenga su contraseña en secreto
						y avísenos a {mailto} si cree que otra persona usó su cuenta. Usted es responsable de lo que pase
						en ella.
					</li>
				</ul>
			),
		},
		{
			id: 'provider-responsibilities',
			title: 'Responsabilidades de los profesionales',
			body: (
				<>
					<p>Si publica una consulta en {siteName}, usted es el único responsable de:</p>
					<ul>
						<li>
							la exactitud de su licencia, credenciales, estados donde ejerce, tarifas, seguros y
							disponibilidad, y de mantenerlos al día;
						</li>
						<li>
							tener una licencia válida en cada estado que indica, y avisarnos (o actualizar su perfil) de
							inmediato si una licencia vence, se restringe o se revoca;
						</li>
						<li>
							los servicios que presta, y cumplir las leyes, las normas de licencia y los códigos de ética que
							les aplican, incluidas las normas de confidencialidad y de telesalud; y
						</li>
						<li>atender los mensajes que recibe de los visitantes según sus deberes profesionales.</li>
					</ul>
					<p>
						Podemos verificar la información que nos da, pero no estamos obligados a hacerlo, y no verificamos
						todas las licencias.
					</p>
				</>
			),
		},
		{
			id: 'content',
			title: 'Su contenido',
			body: (
				<>
					<p>
						Usted sigue siendo dueño de lo que publica en {siteName}: su perfil, su foto y sus respuestas,
						incluidas las grabaciones de voz y video. Nos concede una licencia no exclusiva, mundial y sin
						regalías para alojar, guardar, copiar, transcribir, dar formato, mostrar y distribuir ese
						contenido con el fin de operar y dar a conocer el directorio, por ejemplo en su perfil, en las
						páginas de preguntas y en las imágenes compartidas del perfil. Esta licencia termina cuando borra
						el contenido o su cuenta, salvo las copias que se guardan brevemente mientras se completa el
						borrado.
					</p>
					<p>Usted confirma que tiene derecho a publicar lo que publica, y que cumple estas condiciones.</p>
				</>
			),
		},
		{
			id: 'acceptable-use',
			title: 'Uso aceptable',
			body: (
				<>
					<p>Al usar {siteName}, usted se compromete a no:</p>
					<ul>
						<li>publicar nada ilegal, falso, engañoso, acosador, de odio o amenazante;</li>
						<li>hacerse pasar por otra persona ni falsear sus credenciales;</li>
						<li>enviar spam, publicidad ni solicitudes por el formulario de contacto;</li>
						<li>
							copiar, extraer o recopilar en masa los datos de contacto de los profesionales u otro contenido,
							salvo los buscadores que respetan nuestro robots.txt;
						</li>
						<li>
							eludir nuestros límites de uso, nuestra seguridad o nuestra moderación, ni acceder al servicio
							de una manera que lo sobrecargue;
						</li>
						<li>subir software malicioso ni nada que interfiera con el servicio o con otros usuarios; ni</li>
						<li>
							incumplir las <Link to="/legal/user-guidelines">Normas para usuarios</Link>.
						</li>
					</ul>
				</>
			),
		},
		{
			id: 'fees',
			title: 'Membresía y tarifas',
			body: (
				<p>
					Aparecer en {siteName} es gratis con el plan {FREE_PLAN_NAME}. El plan {PAID_PLAN_NAME} (
					{growthPrice}) no acepta nuevos clientes. Si los planes de pago vuelven a abrirse, se le mostrarán
					su precio y sus condiciones de cobro y cancelación antes de que acepte pagar, y nunca se le cobrará
					sin que elija un plan de pago.
				</p>
			),
		},
		{
			id: 'moderation',
			title: 'Moderación, suspensión y cierre de su cuenta',
			body: (
				<>
					<p>
						Podemos revisar, marcar, ocultar o quitar contenido, o suspender o cerrar una cuenta, si creemos
						que incumple estas condiciones o las Normas para usuarios, pone a personas en riesgo o si la ley
						lo exige. Nuestra revisión automática de palabras clave puede sacar un perfil de los resultados de
						búsqueda hasta que se revise. Cuando podamos, le diremos qué pasó y cómo corregirlo.
					</p>
					<p>
						Puede dejar de usar {siteName} en cualquier momento. Para borrar su cuenta de profesional, escriba
						a {mailto} desde la dirección de la cuenta.
					</p>
				</>
			),
		},
		{
			id: 'ip',
			title: 'Nuestro software y nuestro nombre',
			body: (
				<p>
					El software que hace funcionar {siteName} es de código abierto y tiene su propia licencia, la de su
					repositorio de código. Estas condiciones cubren su uso de este sitio web y servicio. El nombre y el
					logotipo de {siteName}, y los artículos que escribimos, no pueden usarse de una manera que sugiera
					que lo respaldamos a usted o a su consulta.
				</p>
			),
		},
		{
			id: 'links',
			title: 'Enlaces a otros sitios',
			body: (
				<p>
					{siteName} enlaza a otros sitios web, como hojas informativas de salud pública y los sitios propios
					de los profesionales. No los controlamos y no somos responsables de su contenido ni de sus
					prácticas.
				</p>
			),
		},
		{
			id: 'disclaimers',
			title: 'Exención de garantías',
			body: (
				<p>
					{siteName} se ofrece “tal cual” y “según disponibilidad”. En la máxima medida que permite la ley, no
					damos garantías, expresas ni implícitas, incluidas las de comerciabilidad, idoneidad para un fin
					determinado, exactitud y no infracción. No prometemos que el servicio funcione sin interrupciones ni
					errores, ni que la información que contiene, incluida la que dan los profesionales sobre sí mismos,
					esté completa o sea correcta.
				</p>
			),
		},
		{
			id: 'liability',
			title: 'Limitación de responsabilidad',
			body: (
				<>
					<p>
						En la máxima medida que permite la ley, {siteName} y las personas que lo operan no son
						responsables de daños indirectos, incidentales, especiales, consecuentes o punitivos, ni de la
						pérdida de ganancias, datos o reputación, que resulten de su uso de {siteName} o de cualquier
						profesional que encuentre a través de él.
					</p>
					<p>
						<strong>
							Nuestra responsabilidad total por todas las reclamaciones relacionadas con {siteName} se limita
							a la cantidad mayor entre {liabilityCap} y las tarifas que nos pagó en los 12 meses anteriores
							al hecho que dio origen a la reclamación.
						</strong>
					</p>
					<p>
						Algunos lugares no permiten estos límites, así que es posible que algunos no se le apliquen. Nada
						en estas condiciones limita la responsabilidad que la ley no permite limitar.
					</p>
				</>
			),
		},
		{
			id: 'indemnity',
			title: 'Indemnización',
			body: (
				<p>
					Si usted es profesional, se compromete a cubrir los costos razonables de las reclamaciones que
					terceros presenten contra {siteName} y que surjan de su contenido, de sus servicios o de su
					incumplimiento de estas condiciones.
				</p>
			),
		},
		{
			id: 'changes',
			title: 'Cambios a estas condiciones',
			body: (
				<p>
					Podemos actualizar estas condiciones. Para un cambio importante avisamos con al menos{' '}
					{MATERIAL_CHANGE_NOTICE_DAYS} días de anticipación antes de que entre en vigor, publicando las
					nuevas condiciones en esta página y escribiendo a los profesionales registrados. Las correcciones y
					los cambios que no son importantes entran en vigor al publicarse. Si sigue usando {siteName} después
					de que un cambio entre en vigor, acepta las condiciones actualizadas; si no las acepta, deje de usar{' '}
					{siteName} y, si es profesional, pídanos que borremos su cuenta.
				</p>
			),
		},
		{
			id: 'governing-terms',
			title: 'Ley aplicable',
			body: (
				<ul>
					<li>
						Estas condiciones se rigen por las leyes de los Estados Unidos y del estado donde está establecido
						el operador de {siteName}, sin tener en cuenta las normas sobre conflictos de leyes. Las disputas
						se verán en los tribunales de ese estado, a menos que la ley del lugar donde usted vive le dé
						derecho a presentarlas en otro lugar.
					</li>
					<li>
						Estas condiciones, la Política de privacidad y las Normas para usuarios son todo el acuerdo entre
						usted y nosotros sobre {siteName}. Si alguna parte resulta inaplicable, el resto sigue vigente.
					</li>
					<li>
						Si no hacemos cumplir de inmediato una parte de estas condiciones, no hemos renunciado al derecho
						a hacerlo más adelante. Usted no puede transferir sus derechos bajo estas condiciones; nosotros
						podemos transferir los nuestros a un nuevo operador de {siteName}.
					</li>
				</ul>
			),
		},
		{
			id: 'contact',
			title: 'Contáctenos',
			body: <p>Preguntas sobre estas condiciones: escriba a {mailto}.</p>,
		},
	]
}
