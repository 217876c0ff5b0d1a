/** Spanish texts of surveys that the gateway sends and the portal shows or checks itself (spec 002 §5, §8). */
export const surveyTexts = {
  questionHasAnswers: '¡Ups! No puedes eliminar la pregunta porque tiene respuetas.',
  imageRequired: 'Debes subir al menos una imagen como respuesta',
  deactivateFailed: 'Error al desactivar encuesta',
  updateFailed: 'Error al guardar encuesta',
  scaleUpdated: 'Escala actualizada correctamente',
  scaleCreated: 'Escala creada correctamente',
  scaleDeactivated: 'Escala desactivada correctamente',
  deactivated: 'La encuesta se desactivó correctamente',
  saved: 'La encuesta se guardó exitosamente',
  completed: 'La encuesta se ha completado',
  startBeforeToday: 'La fecha de inicio no puede ser anterior a hoy.',
  questionUpdated: 'La pregunta se actualizó correctamente',
  questionCreated: 'La pregunta se creó correctamente',
  answerUpdated: 'La respuesta se actualizó correctamente',
  answerCreated: 'La respuesta se creó correctamente',
  questionsLocked:
    'Las personas ya comenzaron a responder esta encuesta: ya no se pueden agregar, editar ni eliminar preguntas.',
  pointsInvalid: 'Marca al menos un punto sobre la imagen.',
} as const;
