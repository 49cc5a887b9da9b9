import { Link } from '~/components/local-link'
import type { ContentSection } from '../components/prose-page'
import type { ContentSite } from '../site-info'

// 'Cómo comprobamos las licencias': the Spanish text of app/features/content/licence-checks.tsx.

export const LICENCE_CHECKS_TITLE_ES = 'Cómo comprobamos las licencias'

export function licenceChecksLeadEs({ siteName }: ContentSite): string {
	return `Comprobar que un terapeuta tiene licencia es lo primero que aconseja toda guía. ${siteName} comprueba cada licencia que un terapeuta añade con el registro nacional NPI y le muestra la prueba, no solo un sello.`
}

export function licenceChecksSectionsEs({ siteName, contactEmail }: ContentSite): ContentSection[] {
	return [
		{
			id: 'what-therapists-enter',
			title: 'Lo que añade un terapeuta',
			body: (
				<p>
					Su NPI (el Identificador Nacional de Proveedor, un número de 10 dígitos que tiene todo profesional
					clínico que factura en EE. UU.) y, para cada estado en el que tiene licencia, el tipo y el número de
					licencia. Rechazamos un NPI cuyo dígito de control no es correcto, así que un error de escritura se
					detecta enseguida.
				</p>
			),
		},
		{
			id: 'the-check',
			title: 'Cómo comprobamos',
			body: (
				<>
					<p>
						El gobierno de EE. UU. publica cada mes el registro NPI (NPPES). {siteName} lo carga y, después de
						cada cambio que hace un terapeuta y de cada nuevo archivo del registro, comprueba que:
					</p>
					<ul>
						<li>el NPI está en el registro y activo;</li>
						<li>el nombre del registro es el del terapeuta (sin contar mayúsculas, acentos ni guiones);</li>
						<li>el registro indica un tipo de profesional que corresponde al tipo de licencia;</li>
						<li>el registro indica el mismo número de licencia en el mismo estado.</li>
					</ul>
					<p>
						Cuando todo coincide, el perfil dice 'Licencia comprobada', con la licencia, el NPI, la fecha del
						archivo del registro y la fecha de la comprobación. Cuando algo no coincide, una persona de
						nuestro equipo lo revisa con la junta de licencias del estado y, si lo confirma, el perfil lo
						dice: 'confirmada por el equipo de {siteName} con la junta de licencias'.
					</p>
				</>
			),
		},
		{
			id: 'limits',
			title: 'Lo que una comprobación no puede decirle',
			body: (
				<ul>
					<li>
						El registro NPI lo rellenan los propios profesionales: ellos mismos añaden sus licencias. Una
						coincidencia muestra que lo que dice el terapeuta y el registro concuerdan, no que una junta haya
						confirmado hoy la licencia.
					</li>
					<li>
						La fuente principal es la junta de licencias del estado. Cada perfil comprobado enlaza con la
						búsqueda de la junta para que usted mismo compruebe la licencia allí y vea si hay sanciones.
					</li>
					<li>
						'Licencia aún no comprobada' nunca significa que la licencia sea falsa: puede que el terapeuta aún
						no haya añadido su NPI, o que la comprobación esté esperando a una persona.
					</li>
				</ul>
			),
		},
		{
			id: 'questions',
			title: 'Preguntas',
			body: (
				<p>
					¿Algo está mal en un perfil? Use 'Denunciar este perfil' en él, o escriba a{' '}
					<a href={`mailto:${contactEmail}`}>{contactEmail}</a>. Los terapeutas añaden su licencia desde su
					perfil; consulte <Link to="/for-providers">Para profesionales</Link>.
				</p>
			),
		},
	]
}
