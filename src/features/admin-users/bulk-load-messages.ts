import { userLoadTexts } from '@domain/messages/users';

/** Words of the bulk load page (spec 002 §2, §5, §8). */
export const bulkLoadMessages = {
  title: 'Carga masiva de usuarios',
  back: 'Volver a usuarios',
  template: 'Descargar plantilla',
  templateName: 'plantilla-usuarios.csv',
  drop: 'Arrastra aquí tu archivo .csv',
  choose: 'Elegir archivo',
  upload: 'Cargar',
  noFile: userLoadTexts.fileMissing,
  oneFile: 'Solo puedes cargar un archivo',
  failed: 'Error al cargar el archivo',
  running: 'Cargando usuarios…',
  done: 'Carga terminada',
  jobFailed:
    'La carga se interrumpió antes de terminar. Las filas procesadas se guardaron; vuelve a cargar el archivo para completar las demás.',
  progress: 'Avance de la carga',
  processed: (done: number, total: number) => `${done} de ${total} filas procesadas`,
  counts: (created: number, updated: number, refused: number) =>
    `Creados: ${created} · Actualizados: ${updated} · Rechazados: ${refused}`,
  refused: 'Descargar filas rechazadas',
} as const;
