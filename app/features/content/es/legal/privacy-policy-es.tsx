import { Link } from '~/components/local-link'
import type { ContentSection } from '../../components/prose-page'
import { CONTACT_MESSAGE_RETENTION_DAYS, REPORT_RETENTION_DAYS } from '../../legal/legal-facts'
import type { ContentSite } from '../../site-info'
import { privacyPolicyRightsSectionsEs } from './privacy-policy-rights-es'

// The Privacy Policy in Spanish: a translation of ../../legal/privacy-policy.tsx, which governs (the
// page says so). Change both together. Provider pages (Account) stay English, so their names do too.

export const PRIVACY_POLICY_TITLE_ES = 'Política de privacidad'

export function privacyPolicyLeadEs(site: ContentSite): string {
	return `${site.siteName} es un directorio gratuito de terapeutas. Esta política explica qué datos recopilamos cuando lo usa, para qué, cuánto tiempo los guardamos y qué puede pedirnos que hagamos con ellos.`
}

export function privacyPolicySectionsEs(site: ContentSite): ContentSection[] {
	const { siteName } = site
	return [
		{
			id: 'summary',
			title: 'En resumen',
			body: (
				<ul>
					<li>Recopilamos solo lo que necesitamos para operar el directorio y entregar sus mensajes.</li>
					<li>
						En {siteName} no hay anuncios ni rastreadores o analíticas de terceros. No vendemos ni alquilamos
						información personal a nadie.
					</li>
					<li>
						Usamos cookies solo para mantener la sesión de los profesionales y, si elige un idioma, para
						recordarlo.
					</li>
					<li>Sus respuestas a las pruebas de autoevaluación nunca salen de su navegador.</li>
					<li>
						Un mensaje que le envía a un terapeuta se le envía por correo electrónico, y nuestra copia se
						borra después de {CONTACT_MESSAGE_RETENTION_DAYS} días.
					</li>
				</ul>
			),
		},
		{
			id: 'scope',
			title: 'A quién se aplica esta política',
			body: (
				<>
					<p>
						Esta política se aplica al sitio web y al servicio de {siteName} (“{siteName}”, “nosotros”). Cubre
						a los visitantes, que buscan en el directorio, leen artículos, hacen pruebas de autoevaluación y
						se comunican con terapeutas, y a los profesionales, los especialistas con licencia que crean una
						cuenta y publican su consulta.
					</p>
					<p>
						{siteName} es un directorio, no un proveedor de atención. Los terapeutas que aparecen aquí son
						independientes. Una vez que un terapeuta recibe su mensaje, cómo lo maneja se rige por sus propias
						prácticas de privacidad y sus deberes profesionales de confidencialidad. Comparta solo lo que un
						terapeuta necesita para responderle; es mejor hablar de los detalles de su salud una vez que estén
						en contacto.
					</p>
				</>
			),
		},
		{
			id: 'visitors',
			title: 'Qué recopilamos de los visitantes',
			body: (
				<>
					<p>Puede navegar y buscar en {siteName} sin una cuenta.</p>
					<ul>
						<li>
							<strong>Búsquedas y navegación.</strong> Los filtros que elige (estado, especialidad, seguro,
							etc.) están en la dirección de la página. No creamos un perfil suyo a partir de sus búsquedas.
						</li>
						<li>
							<strong>Mensajes a un terapeuta.</strong> Cuando usa el formulario de correo de un perfil,
							recopilamos su nombre, su correo electrónico, su número de teléfono si decide darlo, su mensaje
							y a qué terapeuta va dirigido.
						</li>
						<li>
							<strong>Contactos por teléfono.</strong> Cuando muestra o toca el número de teléfono de un
							terapeuta, registramos solo que hubo un contacto telefónico con ese terapeuta, y cuándo. No
							registramos quién es usted.
						</li>
						<li id="reports">
							<strong>Reportes sobre un perfil.</strong> Cuando usa ‘Reportar este perfil’, guardamos qué
							perfil, el motivo que eligió, los detalles que escribió y, solo si lo da, su correo electrónico,
							que usamos únicamente para responderle. Una persona de {siteName} revisa el reporte. Nunca le
							decimos al terapeuta quién lo reportó ni lo que usted escribió. Borramos el reporte, con su
							correo, {REPORT_RETENTION_DAYS} días después de cerrar la revisión.
						</li>
						<li>
							<strong>Cifras del perfil.</strong> Para cada terapeuta contamos, por día, cuántas veces su
							perfil apareció en los resultados de búsqueda y cuántas veces se abrió, y le mostramos esos
							totales. Solo se guardan los totales: ni cookies, ni direcciones IP, ni nada más sobre quién
							miró. No se cuentan los rastreadores de los buscadores.
						</li>
						<li>
							<strong>Pruebas de autoevaluación.</strong> Las pruebas de ansiedad y de depresión se calculan
							en su navegador. Sus respuestas y su puntuación nunca se nos envían y no se guardan: desaparecen
							cuando sale de la página o la vuelve a cargar.
						</li>
						<li>
							<strong>Su dirección IP.</strong> Cuando envía un formulario, contamos las solicitudes desde su
							dirección IP para frenar el spam y el abuso (vea{' '}
							<a href="#rate-limits">Protección contra el abuso</a>).
						</li>
					</ul>
					<p>
						Para encontrar fallas, nuestro servidor escribe una línea técnica por solicitud: la dirección de
						la página sin nada de lo que va después del “?”, la hora, el estado, el tamaño y la duración de la
						respuesta, y un número de solicitud al azar. No contiene direcciones IP, cookies, correos
						electrónicos ni nada más que diga quién es usted. Los servicios de alojamiento y de red que
						transportan nuestro tráfico pueden guardar registros de conexión estándar y de corta duración
						(como la dirección IP y la hora) por seguridad y confiabilidad.
					</p>
				</>
			),
		},
		{
			id: 'providers',
			title: 'Qué recopilamos de los profesionales',
			body: (
				<ul>
					<li>
						<strong>Cuenta.</strong> Su correo electrónico, si está verificado, y su contraseña, que guardamos
						solo como un hash de una sola vía: nadie en {siteName} puede leerla. También guardamos un registro
						de sus sesiones activas.
					</li>
					<li>
						<strong>Su perfil público.</strong> Nombre, titular, licencia, número de teléfono, sitio web,
						foto, dirección del consultorio, los estados donde ejerce, las opciones en línea o en persona,
						especialidades, enfoques, tarifas y seguros, disponibilidad, su resumen, y los datos opcionales de
						identidad y de clientes que decida agregar (como género, origen étnico, sexualidad, fe, idiomas y
						grupos de edad). Una vez publicado su perfil, cualquiera puede verlo y los buscadores pueden
						indexarlo. Su correo electrónico nunca se muestra en público.
					</li>
					<li>
						<strong>Sus respuestas.</strong> Las respuestas escritas, y las grabaciones de voz o video que
						sube, con las transcripciones y miniaturas que se hacen a partir de ellas. Son públicas en su
						perfil y en nuestras páginas de preguntas.
					</li>
					<li>
						<strong>Los mensajes dirigidos a usted</strong> por los visitantes, tratados como se describe en{' '}
						<a href="#messages">Mensajes a terapeutas</a>.
					</li>
					<li>
						<strong>Reportes sobre su perfil</strong> de los visitantes, revisados por una persona de{' '}
						{siteName}. En ‘Download my data’ (descargar mis datos) ve el motivo, la fecha y el resultado de
						cada reporte, nunca quién lo envió ni lo que escribió. Los reportes se borran{' '}
						{REPORT_RETENTION_DAYS} días después de cerrar su revisión.
					</li>
					<li>
						<strong>Registros de moderación.</strong> Si nuestra revisión de palabras clave marca su perfil,
						guardamos la palabra encontrada con su cuenta (nunca se muestra en público) hasta que se revise el
						perfil.
					</li>
					<li>
						<strong>Si forma parte de nuestro equipo</strong> (moderador o administrador): su rol, el secreto
						de su aplicación de autenticación (guardado cifrado) y sus códigos de recuperación (guardados solo
						como hashes de un solo sentido), hasta que termine el rol o la cuenta. Cada acción del equipo
						queda en un registro de auditoría con su correo electrónico, la hora, el motivo y lo que cambió;
						conservamos ese registro aunque se elimine la cuenta, porque es la constancia de cómo se gestionó
						el directorio.
					</li>
				</ul>
			),
		},
		{
			id: 'use',
			title: 'Cómo usamos la información',
			body: (
				<>
					<p>Usamos la información anterior solo para:</p>
					<ul>
						<li>operar el directorio y mostrar los perfiles y las respuestas de los profesionales;</li>
						<li>entregar los mensajes de los visitantes a los terapeutas;</li>
						<li>
							enviar a los profesionales los correos que su cuenta necesita: enlaces de verificación,
							restablecimiento de contraseña, cambios de correo electrónico y mensajes de visitantes;
						</li>
						<li>mantener la seguridad del servicio y frenar el spam, el fraude y el abuso;</li>
						<li>
							hacer cumplir nuestras <Link to="/legal/terms-of-use">Condiciones de uso</Link> y nuestras{' '}
							<Link to="/legal/user-guidelines">Normas para usuarios</Link>; y
						</li>
						<li>cumplir nuestras obligaciones legales.</li>
					</ul>
					<p>
						No usamos información personal para publicidad, no creamos perfiles de mercadeo y no enviamos
						correos de mercadeo.
					</p>
				</>
			),
		},
		{
			id: 'messages',
			title: 'Mensajes a terapeutas',
			body: (
				<>
					<p>
						Cuando envía un mensaje, lo guardamos en nuestra base de datos y ponemos un correo al terapeuta en
						nuestra cola de correo saliente. El correo usa su dirección como dirección de respuesta, así que
						el terapeuta puede contestarle directamente. Desde ese momento, su conversación sigue por correo
						electrónico, fuera de {siteName}.
					</p>
					<p>
						Guardamos nuestra copia del mensaje, y el correo en cola, durante {CONTACT_MESSAGE_RETENTION_DAYS}{' '}
						días, y luego los borramos. Durante ese tiempo los usamos solo para entregar el mensaje,
						reintentar una entrega que falló, preguntarle si el terapeuta le respondió (vea abajo) y revisar
						una denuncia de abuso. La copia en la bandeja del terapeuta es suya, y decide si la guarda o la
						borra.
					</p>
					<p id="follow-ups">
						<strong>¿Le respondieron?</strong> Unos días después de que se entrega su mensaje, le enviamos un
						correo para preguntarle si el terapeuta le respondió y, si contesta ‘Todavía no’, uno más con
						otros terapeutas que aceptan nuevos clientes. Su correo electrónico sirve solo para estos
						seguimientos y se borra con el mensaje. Con su mensaje también guardamos el estado y las
						especialidades del terapeuta al que escribió (para sugerirle otros), el idioma de la página desde
						la que escribió (para que los seguimientos estén en ese idioma) y un hash con clave de su
						dirección IP (para que las respuestas de una persona cuenten una sola vez); todo se borra con el
						mensaje. Su respuesta en sí se guarda solo como la respuesta y su hora, sin nada que lleve hasta
						usted; usamos las respuestas para avisarle al terapeuta, sin su nombre ni su dirección, que
						alguien está esperando, y para mostrar con qué frecuencia responden los terapeutas. Cada
						seguimiento tiene un enlace de un clic para dejar de recibirlos; entonces guardamos solo un hash
						con clave de su dirección, para poder respetar su decisión.
					</p>
					<p id="consultations">
						<strong>Llamadas de consulta gratuitas.</strong> Cuando reserva una llamada con un terapeuta,
						guardamos su nombre, su correo electrónico, su teléfono, su nota, su zona horaria y la hora de la
						llamada solo para atender la reserva: las invitaciones, el recordatorio y su enlace para cancelar.
						El terapeuta los recibe y puede descargarlos con sus datos. Los borramos, junto con nuestras
						copias de los correos sobre la llamada, {CONTACT_MESSAGE_RETENTION_DAYS} días después de la
						llamada.
					</p>
					<p>
						El correo electrónico no tiene cifrado de extremo a extremo. No incluya nada que no le parezca
						bien enviar por un correo común.
					</p>
				</>
			),
		},
		{
			id: 'cookies',
			title: 'Cookies y almacenamiento local',
			body: (
				<>
					<p>
						Ponemos una cookie solo cuando un profesional inicia sesión. Contiene un token de sesión al azar
						(del que guardamos solo un hash), se envía solo por conexiones seguras, los scripts no pueden
						leerla y no se envía con solicitudes de otros sitios. Termina cuando cierra la sesión, o después
						de 28 días sin uso.
					</p>
					<p>
						Mientras un profesional tiene la sesión iniciada, el navegador también guarda una pequeña nota en
						su almacenamiento local: el id de la cuenta, la dirección del perfil y la hora de la última
						visita, nunca una contraseña ni un token. Permite que otras pestañas abiertas noten un inicio o un
						cierre de sesión, y se borra al cerrar la sesión o después de 28 días sin visitas.
					</p>
					<p>
						Si elige un idioma con el enlace ‘Español’ o ‘English’, una cookie llamada lang recuerda esa
						elección durante un año; contiene solo ‘en’ o ‘es’. Los visitantes que no inician sesión no
						reciben ninguna otra cookie. No usamos cookies de publicidad, analíticas ni de redes sociales, ni
						tecnologías parecidas como píxeles de rastreo o huellas digitales del navegador.
					</p>
				</>
			),
		},
		{
			id: 'no-trackers',
			title: 'Sin rastreadores ni anuncios de terceros',
			body: (
				<>
					<p>
						{siteName} no muestra anuncios y no carga scripts de terceros de analítica, publicidad, redes
						sociales ni fuentes. Las páginas, las imágenes y las grabaciones se sirven desde nuestros propios
						servidores, así que otras empresas no se enteran de qué páginas lee ni qué terapeutas mira.
					</p>
					<p>
						Los enlaces a otros sitios web, como hojas informativas de salud pública o el sitio propio de un
						terapeuta, lo llevan a sitios con sus propias políticas de privacidad.
					</p>
				</>
			),
		},
		{
			id: 'error-reports',
			title: 'Informes de errores',
			body: (
				<>
					<p>
						Las personas que operan {siteName} pueden activar los informes de errores, hacia un servicio de
						seguimiento de errores que elijan (Sentry o uno compatible como GlitchTip). Si están desactivados,
						no se envía nada. Si están activados:
					</p>
					<ul>
						<li>
							cuando algo falla en nuestro servidor, o en su navegador en este sitio, se envía un informe con
							el tipo de error, su mensaje técnico y en qué parte de nuestro código ocurrió, la dirección de
							la página sin nada de lo que va después del “?”, los nombres y las versiones de su navegador y
							su sistema, y un número de solicitud al azar;
						</li>
						<li>
							en el 5 por ciento de las cargas de página y los cambios de página, el navegador también envía
							tiempos (cuánto tardaron la página y sus solicitudes), con las mismas direcciones de página;
						</li>
						<li>
							los correos electrónicos, contraseñas, tokens, cookies, contenidos de formularios, mensajes y
							términos de búsqueda se quitan o nunca se recopilan, los informes no incluyen su dirección IP
							(aunque el servicio de seguimiento de errores, como cualquier servidor web, ve la dirección
							desde la que llega un informe) y nada se vincula a una cuenta; y
						</li>
						<li>
							los buscadores y otros visitantes automáticos no envían nada, ni tampoco las copias del sitio en
							otras direcciones.
						</li>
					</ul>
				</>
			),
		},
		{
			id: 'rate-limits',
			title: 'Protección contra el abuso',
			body: (
				<p>
					Para frenar el spam y los intentos de adivinar contraseñas, limitamos con qué frecuencia una misma
					dirección IP puede enviar los formularios de contacto, reporte, inicio de sesión, inscripción,
					restablecimiento de contraseña y verificación. Para eso guardamos un contador formado por el nombre
					del formulario, su dirección IP, un intervalo de tiempo corto y una cuenta. Los contadores se borran
					alrededor de un día después de que termina su intervalo y no se usan para nada más.
				</p>
			),
		},
		...privacyPolicyRightsSectionsEs(site),
	]
}
