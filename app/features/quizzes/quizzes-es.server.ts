/**
 * The two quizzes in Spanish (issue 29). The stem, the items and the four options are the instruments'
 * published US-Spanish versions from their authors (Pfizer's PHQ screeners, "Spanish for USA" PHQ-9 and
 * GAD-7), verbatim, not a translation of ours: reword them and the published bands no longer apply.
 * Source and wording checked in docs/product.md#quizzes. Bands, advice and the page's own text are ours.
 * Server-only: the loader sends the page's language, so neither version is in the browser's bundle.
 */
import type { Quiz, QuizFooterBlock, QuizOption } from './quizzes'
import { ANXIETY_QUIZ, DEPRESSION_QUIZ } from './quizzes'

const QUIZ_STEM_ES =
	'Durante las últimas 2 semanas, ¿qué tan seguido ha tenido molestias debido a los siguientes problemas?'

export const QUIZ_OPTIONS_ES: QuizOption[] = [
	{ value: 0, label: 'Ningún día' },
	{ value: 1, label: 'Varios días' },
	{ value: 2, label: 'Más de la mitad de los días' },
	{ value: 3, label: 'Casi todos los días' },
]

const PRIVACY_BLOCK_ES: QuizFooterBlock = {
	title: 'Sus respuestas son privadas',
	body: 'Su puntuación se calcula en su propio navegador. Sus respuestas nunca se nos envían ni se guardan, y desaparecen cuando sale de la página o la vuelve a cargar.',
}

const NEXT_STEP_ES =
	'Hablar con un terapeuta con licencia es un buen próximo paso, sea cual sea su puntuación. Los terapeutas deben tener licencia en el estado donde usted vive, así que empiece por elegir su estado.'

export const ANXIETY_QUIZ_ES: Quiz = {
	...ANXIETY_QUIZ,
	title: 'Prueba de ansiedad',
	specialtyLabel: 'la ansiedad',
	subTitle:
		'Una autoevaluación gratuita y privada de síntomas de ansiedad, basada en el cuestionario GAD-7 que usan médicos y terapeutas.',
	description:
		'Haga gratis la prueba de ansiedad GAD-7: 7 preguntas, unos 2 minutos. Sus respuestas se quedan en su navegador. Vea su puntuación y encuentre terapeuta en su estado.',
	directions: QUIZ_STEM_ES,
	questions: [
		{ text: 'Se ha sentido nervioso(a), ansioso(a) o con los nervios de punta' },
		{ text: 'No ha sido capaz de parar o controlar su preocupación' },
		{ text: 'Se ha preocupado demasiado por motivos diferentes' },
		{ text: 'Ha tenido dificultad para relajarse' },
		{ text: 'Se ha sentido tan inquieto(a) que no ha podido quedarse quieto(a)' },
		{ text: 'Se ha molestado o irritado fácilmente' },
		{ text: 'Ha tenido miedo de que algo terrible fuera a pasar' },
	],
	allOptions: QUIZ_OPTIONS_ES,
	results: [
		{
			min: 0,
			max: 4,
			label: 'Mínima',
			description: [
				'Sus respuestas indican pocos o ningún síntoma de ansiedad en las últimas dos semanas.',
				'Todos nos sentimos preocupados o nerviosos de vez en cuando. Si algo todavía le pesa, hablarlo con un terapeuta puede ayudar, sea cual sea su puntuación.',
			],
		},
		{
			min: 5,
			max: 9,
			label: 'Leve',
			description: [
				'Sus respuestas indican síntomas leves de ansiedad en las últimas dos semanas.',
				'Incluso la ansiedad leve puede afectar el sueño, el trabajo y las relaciones. Preste atención a cómo se siente y considere hacer esta prueba otra vez en dos semanas. Si la preocupación vuelve una y otra vez, un terapeuta puede enseñarle maneras de manejarla.',
			],
		},
		{
			min: 10,
			max: 14,
			label: 'Moderada',
			description: [
				'Sus respuestas indican síntomas moderados de ansiedad en las últimas dos semanas. Una puntuación de 10 o más es el punto en el que los profesionales suelen evaluar con más detalle.',
				'La ansiedad a este nivel es común y responde bien al tratamiento, como la terapia cognitivo-conductual. Considere hablar con un terapeuta o con su médico sobre lo que está viviendo.',
			],
		},
		{
			min: 15,
			max: 21,
			label: 'Grave',
			description: [
				'Sus respuestas indican síntomas graves de ansiedad en las últimas dos semanas.',
				'No tiene que enfrentar esto solo(a). La ansiedad así de fuerte tiene tratamiento, y le animamos a comunicarse pronto con un terapeuta con licencia o con su médico.',
			],
		},
	],
	nextStep: NEXT_STEP_ES,
	footer: [
		{
			title: 'Sobre el GAD-7',
			body: 'La escala de 7 preguntas para el trastorno de ansiedad generalizada (GAD-7) es un cuestionario breve que usan médicos y terapeutas para detectar la ansiedad y seguir cómo cambian los síntomas con el tiempo.',
		},
		{
			title: 'Cómo se calcula',
			body: 'Cada respuesta vale de 0 (Ningún día) a 3 (Casi todos los días), para un total de 0 a 21. Las puntuaciones de 5, 10 y 15 marcan el comienzo de síntomas de ansiedad leves, moderados y graves.',
		},
		PRIVACY_BLOCK_ES,
	],
}

export const DEPRESSION_QUIZ_ES: Quiz = {
	...DEPRESSION_QUIZ,
	title: 'Prueba de depresión',
	specialtyLabel: 'la depresión',
	subTitle:
		'Una autoevaluación gratuita y privada de síntomas de depresión, basada en el cuestionario PHQ-9 que usan médicos y terapeutas.',
	description:
		'Haga gratis la prueba de depresión PHQ-9: 9 preguntas, unos 3 minutos. Sus respuestas se quedan en su navegador. Vea su puntuación y encuentre terapeuta en su estado.',
	directions: QUIZ_STEM_ES,
	questions: [
		{ text: 'Poco interés o placer en hacer cosas' },
		{ text: 'Se ha sentido decaído(a), deprimido(a) o sin esperanzas' },
		{ text: 'Ha tenido dificultad para quedarse o permanecer dormido(a), o ha dormido demasiado' },
		{ text: 'Se ha sentido cansado(a) o con poca energía' },
		{ text: 'Sin apetito o ha comido en exceso' },
		{
			text: 'Se ha sentido mal con usted mismo(a) – o que es un fracaso o que ha quedado mal con usted mismo(a) o con su familia',
		},
		{
			text: 'Ha tenido dificultad para concentrarse en ciertas actividades, tales como leer el periódico o ver la televisión',
		},
		{
			text: '¿Se ha movido o hablado tan lento que otras personas podrían haberlo notado? o lo contrario – muy inquieto(a) o agitado(a) que ha estado moviéndose mucho más de lo normal',
		},
		{
			text: 'Pensamientos de que estaría mejor muerto(a) o de lastimarse de alguna manera',
			isSelfHarmItem: true,
		},
	],
	allOptions: QUIZ_OPTIONS_ES,
	results: [
		{
			min: 0,
			max: 4,
			label: 'Ninguna o mínima',
			description: [
				'Sus respuestas indican pocos o ningún síntoma de depresión en las últimas dos semanas.',
				'Todos tenemos días malos. Si algo todavía le pesa, hablarlo con un terapeuta puede ayudar, sea cual sea su puntuación.',
			],
		},
		{
			min: 5,
			max: 9,
			label: 'Leve',
			description: [
				'Sus respuestas indican síntomas leves de depresión en las últimas dos semanas.',
				'Preste atención a cómo se siente y considere hacer esta prueba otra vez en dos semanas. Dormir bien, moverse y pasar tiempo con personas de confianza puede ayudar, y también un terapeuta si el ánimo bajo sigue volviendo.',
			],
		},
		{
			min: 10,
			max: 14,
			label: 'Moderada',
			description: [
				'Sus respuestas indican síntomas moderados de depresión en las últimas dos semanas. Una puntuación de 10 o más es el punto en el que los profesionales suelen evaluar con más detalle.',
				'La depresión a este nivel es común y tiene tratamiento: la terapia y, a veces, los medicamentos ayudan a la mayoría de las personas. Considere hablar con un terapeuta o con su médico sobre lo que está viviendo.',
			],
		},
		{
			min: 15,
			max: 19,
			label: 'Moderadamente grave',
			description: [
				'Sus respuestas indican síntomas moderadamente graves de depresión en las últimas dos semanas.',
				'Los síntomas a este nivel suelen hacer difícil la vida diaria. El tratamiento funciona, y le animamos a comunicarse pronto con un terapeuta o con su médico para hablar de sus opciones.',
			],
		},
		{
			min: 20,
			max: 27,
			label: 'Grave',
			description: [
				'Sus respuestas indican síntomas graves de depresión en las últimas dos semanas.',
				'No tiene que pasar por esto solo(a). La depresión así de fuerte tiene tratamiento, y le animamos a comunicarse con un terapeuta o con su médico lo antes posible.',
			],
		},
	],
	nextStep: NEXT_STEP_ES,
	footer: [
		{
			title: 'Sobre el PHQ-9',
			body: 'El Cuestionario sobre la salud del paciente (PHQ-9) es una lista de nueve preguntas basada en los síntomas de la depresión. Médicos y terapeutas lo usan para detectar la depresión y seguir cómo cambian los síntomas con el tiempo.',
		},
		{
			title: 'Cómo se calcula',
			body: 'Cada respuesta vale de 0 (Ningún día) a 3 (Casi todos los días), para un total de 0 a 27. Las puntuaciones de 5, 10, 15 y 20 marcan el comienzo de síntomas de depresión leves, moderados, moderadamente graves y graves.',
		},
		PRIVACY_BLOCK_ES,
	],
}
