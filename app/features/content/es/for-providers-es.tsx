import { Link } from '~/components/local-link'
import { FREE_PLAN_NAME, GROWTH_PACKAGE_PRICE_PER_MONTH, PAID_PLAN_NAME } from '~/platform/reference/options'
import { type Faq, MAX_LICENSED_STATES, type SignupStep } from '../for-providers'
import { CONTACT_MESSAGE_RETENTION_DAYS } from '../legal/legal-facts'
import type { ContentSite } from '../site-info'

// The long texts of /es/for-providers (the English ones are in ../for-providers.tsx). Sign-up, login
// and the account pages stay English, and the links to them say so.

export const FREE_PLAN_FEATURES_ES: string[] = [
	'Un perfil completo: foto, titular, especialidades, enfoques, tarifas, seguros y dirección del consultorio',
	'Respuestas a preguntas comunes en texto, voz o video, en su perfil',
	'Su disponibilidad: acepta nuevos clientes, lista de espera o no acepta nuevos clientes',
	'Mensajes de clientes, directo a su bandeja de entrada',
	`Aparece en la búsqueda de cada estado donde tiene licencia (hasta ${MAX_LICENSED_STATES})`,
	'Sin anuncios, sin cuotas y sin contrato',
]

export const SIGNUP_STEPS_ES: SignupStep[] = [
	{ title: 'Cree su cuenta', body: 'Inscríbase con su correo electrónico y una contraseña.' },
	{
		title: 'Complete la lista de bienvenida',
		body: 'Agregue su nombre y sus datos de contacto, los estados donde ejerce e, idealmente, una foto de perfil.',
	},
	{
		title: 'Verifique su correo',
		body: 'Haga clic en el enlace que le enviamos. Su perfil aparece entonces en la búsqueda de sus estados.',
	},
	{
		title: 'Responda algunas preguntas',
		body: 'Escriba, o grabe su voz o un video corto, para que los clientes lo conozcan antes de escribirle.',
	},
]

export function providerFaqsEs({ siteName, contactEmail }: ContentSite): Faq[] {
	const mailto = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
	return [
		{
			id: 'cost',
			question: `¿Cuánto cuesta publicar mi consulta en ${siteName}?`,
			answer: (
				<p>
					Nada. {FREE_PLAN_NAME} es gratis, sin límite de tiempo, sin contrato y sin tarjeta. El plan{' '}
					{PAID_PLAN_NAME} (${GROWTH_PACKAGE_PRICE_PER_MONTH} / mes) no acepta nuevos clientes, y nunca se le
					cobrará nada a menos que usted mismo elija un plan de pago.
				</p>
			),
		},
		{
			id: 'who',
			question: '¿Quién puede publicar un perfil?',
			answer: (
				<>
					<p>
						Profesionales de salud mental con licencia: por ejemplo, psicólogos, trabajadores sociales
						clínicos, consejeros profesionales, terapeutas matrimoniales y familiares, psiquiatras y
						enfermeros practicantes psiquiátricos. Si ejerce bajo supervisión como asociado, puede aparecer
						donde su estado lo permita, indicando la licencia que tiene.
					</p>
					<p>
						Puede indicar hasta {MAX_LICENSED_STATES} estados, y solo estados donde su licencia le permite
						atender clientes. Mantener exactos los datos de su licencia es su responsabilidad; consulte
						nuestras <Link to="/legal/user-guidelines">Normas para usuarios</Link>. Añada su NPI y su licencia
						y las comprobamos con el registro nacional NPI:{' '}
						<Link to="/licence-checks">cómo comprobamos las licencias</Link>.
					</p>
				</>
			),
		},
		{
			id: 'contact',
			question: '¿Cómo se comunican conmigo los clientes?',
			answer: (
				<>
					<p>
						Con el formulario de correo de su perfil, o por teléfono si indica un número. Los mensajes llegan
						por correo a la dirección de su cuenta, con el correo del cliente como dirección de respuesta, así
						que usted contesta directamente desde su propia bandeja de entrada.
					</p>
					<p>
						Usted lo controla con su disponibilidad: con lista de espera, los clientes ven un aviso de lista
						de espera antes de escribir; si no acepta nuevos clientes, sus datos de contacto se ocultan.
					</p>
				</>
			),
		},
		{
			id: 'privacy',
			question: '¿Son privados los mensajes de los clientes?',
			answer: (
				<p>
					Sí. Solo usted los recibe y nunca se muestran en el sitio. Guardamos una copia durante{' '}
					{CONTACT_MESSAGE_RETENTION_DAYS} días para entregarla y atender denuncias de abuso, y luego la
					borramos. En {siteName} no hay anuncios ni rastreadores de terceros, y nunca vendemos datos. Los
					detalles están en nuestra <Link to="/legal/privacy-policy">Política de privacidad</Link>.
				</p>
			),
		},
		{
			id: 'visible',
			question: '¿Cómo aparezco en los resultados de búsqueda?',
			answer: (
				<>
					<p>Su perfil se publica cuando está completo y su correo electrónico está verificado:</p>
					<ul>
						<li>su nombre, su apellido y un titular,</li>
						<li>al menos un estado donde ejerce,</li>
						<li>la lista de bienvenida terminada, y</li>
						<li>el enlace de verificación que le enviamos, con un clic.</li>
					</ul>
					<p>
						Entonces aparece en la búsqueda de cada uno de sus estados. Un perfil marcado por nuestra
						moderación de palabras clave sale de la búsqueda hasta que se revisa.
					</p>
				</>
			),
		},
		{
			id: 'answers',
			question: '¿Cómo funcionan las respuestas a preguntas comunes?',
			answer: (
				<p>
					Elija una pregunta, como “¿Cómo es la terapia?” o cómo trabaja con la ansiedad, y respóndala por
					escrito, con una grabación de voz o con un video corto. Las respuestas aparecen en su perfil y en
					nuestras páginas de preguntas, y ayudan a los clientes a conocerlo antes de escribirle.
				</p>
			),
		},
		{
			id: 'time',
			question: '¿Cuánto tarda la inscripción?',
			answer: (
				<p>
					Inscribirse toma menos de 10 minutos en promedio. Puede terminar primero la lista de bienvenida y
					agregar detalles, un resumen y respuestas cuando quiera. La inscripción y su cuenta están en inglés.
				</p>
			),
		},
		{
			id: 'remove',
			question: '¿Cómo pauso o elimino mi perfil?',
			answer: (
				<p>
					Para pausarlo, indique que no acepta nuevos clientes: su perfil sigue publicado pero sus datos de
					contacto se ocultan. Para eliminarlo por completo, inicie sesión y elija Delete my account en su
					página Account (en inglés): su perfil, su foto, sus respuestas y sus mensajes se borran en el acto.
					También puede escribir a {mailto} desde la dirección de su cuenta, y los borramos en un plazo de 30
					días.
				</p>
			),
		},
	]
}
