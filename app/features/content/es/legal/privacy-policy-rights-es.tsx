import { Link } from '~/components/local-link'
import type { ContentSection } from '../../components/prose-page'
import { BACKUP_RETENTION_DAYS, CONTACT_MESSAGE_RETENTION_DAYS } from '../../legal/legal-facts'
import type { ContentSite } from '../../site-info'

/** The Spanish Privacy Policy from 'Cuándo compartimos información' on (privacy-policy-es.tsx has the first part). */
export function privacyPolicyRightsSectionsEs({ siteName, contactEmail }: ContentSite): ContentSection[] {
	const mailto = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
	return [
		{
			id: 'sharing',
			title: 'Cuándo compartimos información',
			body: (
				<>
					<p>Compartimos información personal solo:</p>
					<ul>
						<li>con el terapeuta al que usted decide escribir;</li>
						<li>
							con empresas que operan infraestructura para nosotros, como alojamiento, base de datos y entrega
							de correo, que solo pueden usarla para prestarnos ese servicio;
						</li>
						<li>
							cuando la ley lo exige, o cuando creemos de buena fe que es necesario para proteger la seguridad
							de alguien; y
						</li>
						<li>
							si {siteName} pasa a un nuevo operador, que deberá seguir respetando esta política para la
							información que tenemos.
						</li>
					</ul>
					<p>
						Los perfiles y las respuestas de los profesionales son públicos por diseño. Nunca vendemos,
						alquilamos ni intercambiamos información personal.
					</p>
				</>
			),
		},
		{
			id: 'retention',
			title: 'Cuánto tiempo guardamos la información',
			body: (
				<ul>
					<li>
						Los mensajes de los visitantes, los correos que los llevan y los seguimientos sobre ellos:{' '}
						{CONTACT_MESSAGE_RETENTION_DAYS} días. Las respuestas a un seguimiento (solo la respuesta y su
						hora): mientras exista la cuenta del terapeuta; la tasa de respuesta considera los últimos 180
						días.
					</li>
					<li>
						Las cifras diarias del perfil (veces que se mostró y se abrió, nada sobre los visitantes):
						mientras exista la cuenta del terapeuta.
					</li>
					<li>Los contadores de protección contra el abuso: alrededor de un día.</li>
					<li>Las sesiones: hasta que cierra la sesión, o 28 días sin uso.</li>
					<li>
						Los enlaces de verificación y de restablecimiento de contraseña: vencen al poco tiempo y funcionan
						una sola vez.
					</li>
					<li>
						Las cuentas, los perfiles y las respuestas de los profesionales: mientras exista la cuenta. Cuando
						borra su cuenta, se borra en el acto (vea <a href="#your-data">Sus datos, su cuenta</a>); si nos
						lo pide por correo, la borramos en un plazo de 30 días.
					</li>
					<li>
						Las fotos y grabaciones de una cuenta borrada: se quitan de nuestro almacenamiento en minutos.
					</li>
					<li>El correo que confirma un borrado: se borra una vez enviado, y a más tardar a los 7 días.</li>
					<li>
						Las copias de respaldo de nuestra base de datos y nuestros archivos: {BACKUP_RETENTION_DAYS} días,
						así que una cuenta borrada desaparece de todas las copias en {BACKUP_RETENTION_DAYS} días.
					</li>
				</ul>
			),
		},
		{
			id: 'rights',
			title: 'Sus derechos y opciones',
			body: (
				<>
					<p>Viva donde viva, puede pedirnos que:</p>
					<ul>
						<li>le digamos qué información personal tenemos sobre usted y le demos una copia;</li>
						<li>corrijamos la información que esté mal;</li>
						<li>
							borremos su información, incluido un mensaje que le envió a un terapeuta (díganos el correo
							electrónico que usó) o toda su cuenta de profesional; y
						</li>
						<li>dejemos de usar su información de cualquier manera a la que usted se oponga.</li>
					</ul>
					<p>
						Los profesionales pueden corregir ellos mismos la mayor parte de su información editando su
						perfil, y pueden descargar una copia o borrar su cuenta por su cuenta (vea{' '}
						<a href="#your-data">Sus datos, su cuenta</a>). Para hacer cualquier solicitud, escriba a {mailto}
						. Podemos confirmar la solicitud escribiendo a la dirección a la que se refiere, respondemos en un
						plazo de 30 días y no cobramos por ello. Ejercer estos derechos nunca cambia cómo lo tratamos.
						Algunos estados de los EE. UU. dan estos derechos por ley a sus residentes; nosotros se los damos
						a todos.
					</p>
				</>
			),
		},
		{
			id: 'your-data',
			title: 'Sus datos, su cuenta',
			body: (
				<>
					<p>
						Con la sesión iniciada, un profesional encuentra dos botones en su página{' '}
						<Link to="/account">Account</Link> (en inglés) que funcionan en el acto, sin escribirnos:
					</p>
					<ul>
						<li>
							<strong>Download my data</strong> (descargar mis datos) le da un archivo (JSON) con todo lo que
							guardamos sobre usted: su perfil, sus respuestas con enlaces a sus fotos y grabaciones, los
							correos que le enviamos, sus sesiones y los enlaces de correo pendientes, las cifras diarias de
							su perfil, y cuándo se comunicaron con usted los clientes. De esos contactos dice solo cuándo y
							si fue un mensaje o un contacto telefónico: el nombre, la dirección y las palabras del cliente
							le pertenecen al cliente. Nunca contiene su contraseña ni ningún token, que guardamos solo como
							hashes.
						</li>
						<li>
							<strong>Delete my account</strong> (borrar mi cuenta), confirmado con su contraseña, borra su
							perfil, sus respuestas, su foto y sus grabaciones, sus sesiones, los enlaces pendientes, los
							correos que le enviamos o pusimos en cola y los mensajes que le enviaron los clientes, todo a la
							vez. Su perfil sale de la búsqueda, los listados y el mapa del sitio en segundos, y sus archivos
							salen de nuestro almacenamiento en minutos. Le enviamos un correo para confirmar el borrado, y
							luego lo borramos también. Durante dos horas guardamos solo su antiguo número de perfil (sin
							nombre ni correo), para que cada uno de nuestros servidores lo quite de la búsqueda. Un borrado
							no se puede deshacer; puede volver a registrarse cuando quiera.
						</li>
					</ul>
					<p>
						Las copias de la base de datos en nuestros respaldos vencen a los {BACKUP_RETENTION_DAYS} días, y
						con ellas el último rastro de una cuenta borrada.
					</p>
				</>
			),
		},
		{
			id: 'children',
			title: 'Niños',
			body: (
				<p>
					{siteName} no está pensado para menores de 13 años y no recopilamos a sabiendas su información
					personal. Si cree que un menor de 13 años nos envió información personal, comuníquese con nosotros y
					la borraremos. Animamos a los adolescentes que buscan un terapeuta a contar con uno de sus padres,
					su tutor u otro adulto de confianza.
				</p>
			),
		},
		{
			id: 'security',
			title: 'Seguridad',
			body: (
				<p>
					Usamos conexiones cifradas, guardamos las contraseñas y los tokens de sesión solo como hashes y
					limitamos quién puede acceder a nuestros sistemas. Ningún servicio puede prometer una seguridad
					perfecta; si una violación de seguridad afecta su información, se lo diremos como exige la ley.
				</p>
			),
		},
		{
			id: 'changes',
			title: 'Cambios a esta política',
			body: (
				<p>
					Cuando cambiamos esta política, actualizamos la fecha al principio de esta página. Para un cambio
					importante, lo publicamos aquí y escribimos a los profesionales registrados al menos 30 días antes
					de que entre en vigor.
				</p>
			),
		},
		{
			id: 'contact',
			title: 'Contáctenos',
			body: <p>Preguntas o solicitudes sobre su privacidad: escriba a {mailto}.</p>,
		},
	]
}
