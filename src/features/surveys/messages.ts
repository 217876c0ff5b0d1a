import { surveyTexts } from '@domain/messages/surveys';

/** Every word the member survey screens show (spec 000 §2, §5, §8); tests use the same constants. */
export const surveyMessages = {
  title: 'Tu opinión',
  intro: 'Tus respuestas son anónimas y personales: sólo se usan para mejorar tu espacio de trabajo.',
  introMixed:
    'Tus respuestas son personales: sólo se usan para mejorar tu espacio de trabajo. Cada encuesta indica si es anónima.',
  anonymous: 'Anónima',
  notAnonymous: 'Esta encuesta no es anónima: Recursos Humanos verá tu nombre junto a tus respuestas.',
  pendingTitle: 'Encuestas pendientes',
  resolvedTitle: 'Encuestas realizadas',
  emptyPending: 'Por el momento no tienes encuestas pendientes',
  emptyResolved: 'Por el momento no tienes encuestas realizadas',
  questionCount: (n: number) => (n === 1 ? '1 pregunta' : `${n} preguntas`),
  dueDate: (date: string) => `Vence el ${date}`,
  reward: (points: number) => `${points} puntos`,
  modified: (date: string) => `Respondida el ${date}`,
  answer: 'Responder',
  answerSurvey: (title: string) => `Responder la encuesta ${title}`,
  visitor: 'Inicia sesión para ver tus encuestas.',
  loading: 'Cargando encuesta…',
  loadingList: 'Cargando encuestas…',
  previous: 'Anterior',
  next: 'Siguiente',
  finish: 'Finalizar',
  close: 'Cerrar',
  counter: (n: number, total: number) => `Pregunta ${n}/${total}`,
  completed: surveyTexts.completed,
  required: '*Campo requerido',
  imageRequired: surveyTexts.imageRequired,
  pointsRequired: surveyTexts.pointsInvalid,
  incomplete: 'Aún hay preguntas sin responder en tu recorrido; revisa tus respuestas.',
  textLabel: 'Tu respuesta',
  imagesHint: 'Puedes subir hasta 5 imágenes de hasta 10 MB cada una.',
  savedImages: 'Imágenes enviadas',
  heatMapHelp:
    'Haz clic sobre la imagen para marcar un punto, o usa las flechas del teclado para mover la mira y Enter para marcar. Puedes marcar hasta 5 puntos.',
  heatMapArea: 'Imagen para marcar puntos',
  point: (n: number, x: number, y: number) => `Punto ${n}: ${x}% horizontal, ${y}% vertical`,
  removePoint: (n: number) => `Quitar punto ${n}`,
  gridRowLegend: (row: string) => row,
} as const;

export const MAX_POINTS = 5;
