import { Link } from '~/components/local-link'
import { CrisisSentences } from '~/components/crisis-lines'
import type { FactSheet, LearnTopic } from '../learn-topics'

// The explainers in Spanish (/es/learn/…); the English ones are in ../learn-topics.tsx. The fact sheets
// link the agencies' English pages, marked '(en inglés)' on the page: no Spanish address of theirs is
// certain enough to link (docs/product.md#languages).

const NIMH_ES = 'Instituto Nacional de la Salud Mental (NIMH)'
const CDC_ES = 'Centros para el Control y la Prevención de Enfermedades (CDC)'

const FACT_SHEETS: Record<'anxiety' | 'depression' | 'adhd', FactSheet[]> = {
	anxiety: [
		{
			org: NIMH_ES,
			title: 'Anxiety Disorders',
			href: 'https://www.nimh.nih.gov/health/topics/anxiety-disorders',
		},
	],
	depression: [
		{ org: NIMH_ES, title: 'Depression', href: 'https://www.nimh.nih.gov/health/topics/depression' },
	],
	adhd: [
		{
			org: NIMH_ES,
			title: 'Attention-Deficit/Hyperactivity Disorder',
			href: 'https://www.nimh.nih.gov/health/topics/attention-deficit-hyperactivity-disorder-adhd',
		},
		{
			org: CDC_ES,
			title: 'Attention-Deficit / Hyperactivity Disorder (ADHD)',
			href: 'https://www.cdc.gov/ncbddd/adhd',
		},
	],
}

const factSheets = (slug: keyof typeof FACT_SHEETS) => FACT_SHEETS[slug]

const ANXIETY_ES: LearnTopic = {
	slug: 'anxiety',
	title: 'Sobre la ansiedad',
	name: 'la ansiedad',
	description:
		'La ansiedad en palabras sencillas: qué es un trastorno de ansiedad, señales comunes, qué ayuda y cuándo hablar con un profesional. Con enlaces a la hoja informativa del NIMH.',
	lead: 'Todos sentimos ansiedad a veces. Cuando la preocupación o el miedo se quedan, crecen y afectan la vida diaria, puede tratarse de un trastorno de ansiedad, y tiene tratamiento.',
	factSheets: factSheets('anxiety'),
	selfTest: {
		href: '/tests/anxiety',
		label: 'Haga la prueba de ansiedad',
		instrument: 'GAD-7',
		questions: 7,
	},
	post: { href: '/posts/anxiety', label: 'Lea lo que dicen los terapeutas sobre la ansiedad' },
	tagSlug: 'anxiety',
	sections: [
		{
			id: 'what-it-is',
			title: 'Qué es',
			body: (
				<>
					<p>
						La ansiedad es la respuesta natural del cuerpo al estrés o al peligro, y sentirse nervioso antes
						de un examen, una entrevista de trabajo o una conversación difícil es normal. Con un trastorno de
						ansiedad, la preocupación o el miedo no desaparecen cuando pasa la situación. Pueden empeorar con
						el tiempo y empezar a afectar el trabajo, la escuela y las relaciones.
					</p>
					<p>
						Los trastornos de ansiedad están entre las condiciones de salud mental más comunes. Incluyen el
						trastorno de ansiedad generalizada (preocupación constante por muchas cosas), el trastorno de
						pánico (ataques de pánico repetidos e inesperados), el trastorno de ansiedad social (miedo intenso
						a que los demás lo juzguen) y las fobias específicas. No son una señal de debilidad, y la mayoría
						de las personas mejoran con tratamiento.
					</p>
				</>
			),
		},
		{
			id: 'signs',
			title: 'Señales comunes',
			body: (
				<>
					<ul>
						<li>Preocupación difícil de controlar, o que parece más grande que la situación</li>
						<li>Sentirse inquieto, tenso o con los nervios de punta</li>
						<li>Cansarse con facilidad</li>
						<li>Dificultad para concentrarse, o quedarse con la mente en blanco</li>
						<li>Irritabilidad</li>
						<li>Tensión muscular, dolores de cabeza, de estómago u otros dolores sin explicación</li>
						<li>Dificultad para quedarse dormido o para seguir dormido</li>
						<li>
							Ataques de pánico: oleadas repentinas de miedo con el corazón acelerado, sudor, temblores o
							falta de aire
						</li>
						<li>Evitar lugares, personas o situaciones por miedo</li>
					</ul>
					<p>Las señales cambian de una persona a otra, y no hace falta tenerlas todas.</p>
				</>
			),
		},
		{
			id: 'what-helps',
			title: 'Qué ayuda',
			body: (
				<ul>
					<li>
						<strong>La terapia.</strong> La terapia cognitivo-conductual (TCC) es uno de los tratamientos
						mejor estudiados: le enseña a notar y cambiar los patrones de pensamiento ansiosos, y el trabajo
						basado en la exposición le ayuda a enfrentar los miedos paso a paso. La terapia de aceptación y
						compromiso (ACT) es otra opción.
					</li>
					<li>
						<strong>Los medicamentos.</strong> Algunos medicamentos, a menudo antidepresivos, pueden reducir
						la ansiedad. Un médico, un psiquiatra o un enfermero practicante psiquiátrico puede hablar con
						usted de los beneficios y los efectos secundarios.
					</li>
					<li>
						<strong>Los hábitos diarios.</strong> Dormir con regularidad, hacer actividad física, reducir la
						cafeína y el alcohol, y practicar la relajación o la atención plena pueden aliviar los síntomas
						junto con el tratamiento.
					</li>
					<li>
						<strong>El apoyo.</strong> Hablar con personas de confianza, o unirse a un grupo de apoyo, puede
						hacer que la ansiedad se sienta menos solitaria.
					</li>
				</ul>
			),
		},
		{
			id: 'when-to-seek-help',
			title: 'Cuándo buscar ayuda',
			body: (
				<>
					<p>
						Considere hablar con un profesional si la preocupación o el miedo han durado semanas, son
						difíciles de controlar o le impiden hacer lo que necesita o quiere hacer. Un proveedor de atención
						primaria puede descartar causas físicas (como problemas de tiroides) y un terapeuta con licencia
						puede ayudarle a entender lo que pasa y planear un tratamiento.
					</p>
					<p>
						Un cuestionario breve como la <Link to="/tests/anxiety">prueba de ansiedad</Link> puede ayudarle a
						poner en palabras lo que vive antes de pedir ayuda. Es una prueba de detección, no un diagnóstico.
					</p>
				</>
			),
		},
	],
}

const DEPRESSION_ES: LearnTopic = {
	slug: 'depression',
	title: 'Sobre la depresión',
	name: 'la depresión',
	description:
		'La depresión en palabras sencillas: qué es, señales comunes, qué ayuda y cuándo hablar con un profesional. Con enlaces a la hoja informativa del NIMH.',
	lead: 'La depresión es más que un mal día o sentirse decaído por un tiempo. Es una condición común, seria y tratable que afecta cómo se siente, cómo piensa y cómo maneja la vida diaria.',
	factSheets: factSheets('depression'),
	selfTest: {
		href: '/tests/depression',
		label: 'Haga la prueba de depresión',
		instrument: 'PHQ-9',
		questions: 9,
	},
	post: { href: '/posts/depression', label: 'Lea lo que dicen los terapeutas sobre la depresión' },
	tagSlug: 'depression',
	sections: [
		{
			id: 'what-it-is',
			title: 'Qué es',
			body: (
				<>
					<p>
						La depresión (trastorno depresivo mayor) es un trastorno del estado de ánimo. Sus síntomas duran
						la mayor parte del día, casi todos los días, durante al menos dos semanas, y afectan el sueño, el
						apetito, la energía, el trabajo y las relaciones. Tiene varias formas, entre ellas el trastorno
						depresivo persistente (síntomas que duran dos años o más), la depresión durante o después del
						embarazo y la depresión estacional.
					</p>
					<p>
						La depresión no es una debilidad ni un defecto de carácter, y no es algo de lo que uno pueda
						simplemente “salir” a voluntad. Viene de una combinación de factores genéticos, biológicos,
						ambientales y psicológicos, y le puede pasar a cualquiera a cualquier edad. Incluso la depresión
						grave tiene tratamiento, y el tratamiento suele funcionar mejor cuanto antes empiece.
					</p>
				</>
			),
		},
		{
			id: 'signs',
			title: 'Señales comunes',
			body: (
				<>
					<ul>
						<li>Un ánimo triste, ansioso o “vacío” que no mejora</li>
						<li>Sentirse sin esperanza, sin valor, culpable o impotente</li>
						<li>Perder el interés o el placer en pasatiempos y actividades que antes disfrutaba</li>
						<li>Irritabilidad, frustración o inquietud</li>
						<li>Cansancio y poca energía, o sentirse más lento</li>
						<li>Dificultad para concentrarse, recordar o tomar decisiones</li>
						<li>Dormir muy poco, despertarse temprano o dormir demasiado</li>
						<li>Cambios en el apetito o en el peso</li>
						<li>Dolores o problemas de estómago sin una causa física clara</li>
						<li>Pensamientos de muerte o de suicidio</li>
					</ul>
					<p>
						No todas las personas tienen todas las señales, y la depresión puede verse distinta en
						adolescentes, en hombres y en adultos mayores.
					</p>
				</>
			),
		},
		{
			id: 'what-helps',
			title: 'Qué ayuda',
			body: (
				<ul>
					<li>
						<strong>La terapia.</strong> La terapia cognitivo-conductual (TCC), la terapia interpersonal y la
						activación conductual son enfoques bien estudiados que le ayudan a cambiar maneras de pensar, de
						relacionarse y de actuar que mantienen la depresión.
					</li>
					<li>
						<strong>Los medicamentos.</strong> Los antidepresivos ayudan a muchas personas. Pueden tardar
						varias semanas en hacer efecto, y no deben dejarse sin hablar con quien los recetó.
					</li>
					<li>
						<strong>Ambos a la vez.</strong> Para muchas personas, la terapia y los medicamentos juntos
						funcionan mejor que cada uno por separado. Cuando otros tratamientos no han ayudado, un médico
						puede hablar de opciones como las terapias de estimulación cerebral.
					</li>
					<li>
						<strong>Pasos pequeños.</strong> Una actividad suave, tiempo con personas de confianza, dividir
						las tareas grandes en pequeñas y mantener un horario regular de sueño pueden ayudar. Espere que su
						ánimo mejore poco a poco y no de golpe.
					</li>
				</ul>
			),
		},
		{
			id: 'when-to-seek-help',
			title: 'Cuándo buscar ayuda',
			body: (
				<>
					<p>
						Busque a un profesional si ha tenido varias de estas señales la mayoría de los días durante dos
						semanas o más, o si le hacen difícil pasar el día. Un terapeuta con licencia o su proveedor de
						atención primaria es un buen lugar para empezar.
					</p>
					<p>
						<strong>Si tiene pensamientos de muerte o de suicidio, no espere.</strong> <CrisisSentences />
					</p>
					<p>
						La <Link to="/tests/depression">prueba de depresión</Link> puede ayudarle a describir lo que ha
						sentido. Es una prueba de detección, no un diagnóstico.
					</p>
				</>
			),
		},
	],
}

const ADHD_ES: LearnTopic = {
	slug: 'adhd',
	title: 'Sobre el TDAH',
	name: 'el TDAH',
	description:
		'El TDAH en palabras sencillas: qué es en niños y adultos, señales comunes, qué ayuda y cuándo pedir una evaluación. Con enlaces a las hojas informativas del NIMH y los CDC.',
	lead: 'El trastorno por déficit de atención e hiperactividad (TDAH) afecta la atención, la actividad y el control de los impulsos. Suele empezar en la infancia, a menudo continúa en la edad adulta y se puede manejar bien.',
	factSheets: factSheets('adhd'),
	tagSlug: 'adhd',
	sections: [
		{
			id: 'what-it-is',
			title: 'Qué es',
			body: (
				<>
					<p>
						El TDAH es una condición del neurodesarrollo: un patrón continuo de falta de atención,
						hiperactividad e impulsividad que interfiere con la vida diaria o el desarrollo. Los síntomas
						empiezan en la infancia, por lo general antes de los 12 años, y en muchas personas continúan en la
						edad adulta, cuando la inquietud suele reemplazar a la hiperactividad evidente.
					</p>
					<p>
						Hay tres presentaciones principales: sobre todo de falta de atención, sobre todo
						hiperactiva-impulsiva, o combinada. El TDAH no lo causan la pereza ni una mala crianza, y las
						personas con TDAH pueden salir adelante muy bien con el apoyo adecuado.
					</p>
				</>
			),
		},
		{
			id: 'signs',
			title: 'Señales comunes',
			body: (
				<>
					<h3>Falta de atención</h3>
					<ul>
						<li>Pasar por alto detalles y cometer errores por descuido</li>
						<li>Dificultad para mantener la atención en tareas, lecturas o conversaciones</li>
						<li>Parecer no escuchar cuando le hablan directamente</li>
						<li>Empezar tareas y no terminarlas</li>
						<li>Dificultad para organizar tareas, administrar el tiempo y cumplir plazos</li>
						<li>Perder cosas y olvidar tareas diarias o citas</li>
						<li>Distraerse con facilidad</li>
					</ul>
					<h3>Hiperactividad e impulsividad</h3>
					<ul>
						<li>Moverse sin parar, retorcerse o sentirse inquieto</li>
						<li>Dificultad para quedarse sentado o hacer las cosas en silencio</li>
						<li>Hablar mucho, soltar respuestas antes de tiempo o interrumpir a otros</li>
						<li>Dificultad para esperar su turno</li>
						<li>Actuar sin pensar en las consecuencias</li>
					</ul>
				</>
			),
		},
		{
			id: 'what-helps',
			title: 'Qué ayuda',
			body: (
				<ul>
					<li>
						<strong>El apoyo conductual.</strong> Para los niños pequeños, se suele recomendar como primer
						paso que los padres aprendan a manejar la conducta. Los niños mayores, los adolescentes y los
						adultos se benefician de una terapia que desarrolle habilidades de organización, planificación y
						afrontamiento, como la terapia cognitivo-conductual (TCC).
					</li>
					<li>
						<strong>Los medicamentos.</strong> Los medicamentos estimulantes y no estimulantes reducen los
						síntomas en muchas personas. Los receta y supervisa un médico u otro profesional con licencia para
						recetar.
					</li>
					<li>
						<strong>El apoyo en la escuela y el trabajo.</strong> Las adaptaciones en el salón de clases, como
						un plan IEP o 504, y los ajustes en el trabajo pueden hacer una gran diferencia.
					</li>
					<li>
						<strong>Las rutinas y la salud.</strong> Las rutinas predecibles, los recordatorios y las listas,
						dormir con regularidad y la actividad física ayudan.
					</li>
				</ul>
			),
		},
		{
			id: 'when-to-seek-help',
			title: 'Cuándo buscar ayuda',
			body: (
				<>
					<p>
						Considere una evaluación si señales como estas han durado seis meses o más, aparecen en más de un
						ambiente (por ejemplo, en casa y en la escuela o el trabajo) y causan problemas reales. No hay una
						sola prueba para el TDAH: un profesional con licencia, como un pediatra, un psiquiatra o un
						psicólogo, reúne su historia, usa escalas de evaluación y habla con usted, y a menudo con su
						familia o sus maestros.
					</p>
					<p>
						La ansiedad, la depresión, los problemas de sueño y las diferencias de aprendizaje pueden
						parecerse al TDAH o darse junto con él, así que una evaluación cuidadosa es importante. Muchos
						terapeutas también ayudan a adultos con TDAH a desarrollar habilidades y rutinas.
					</p>
				</>
			),
		},
	],
}

const LEARN_TOPICS_ES: readonly LearnTopic[] = [ANXIETY_ES, DEPRESSION_ES, ADHD_ES]

export function findLearnTopicEs(slug: string | undefined): LearnTopic | undefined {
	return LEARN_TOPICS_ES.find((t) => t.slug === slug)
}
