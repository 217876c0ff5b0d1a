import { fieldTexts, outcomeTexts } from '../../domain/messages/common.js';
import { postTexts } from '../../domain/messages/posts.js';
import { uploaderMessages } from '../../domain/upload-messages.js';

/** Spanish texts of company posts, comments and their administration (spec 001 §8, spec 002 §5, §8). */
export const postMessages = {
  notFound: postTexts.notFound,
  commentNotFound: 'El comentario no existe o ya fue eliminado.',
  reportNotFound: 'El reporte no existe.',
  reported: 'Comentario Reportado',
  commentSaved: 'Comentario guardado',
  commentDeleted: 'Comentario eliminado',
  notYours: 'Solo puedes cambiar tus propios comentarios.',
  cannotDelete: 'Este comentario no se puede eliminar.',
  ownComment: 'No puedes reportar tu propio comentario.',
  saved: 'Publicación actualizada con éxito',
  created: outcomeTexts.created,
  deleted: 'Publicación eliminada con éxito',
  alreadyInactive: 'La publicación ya está desactivada.',
  titleRequired: '*Campo requerido',
  leadingSpace: fieldTexts.leadingSpace,
  imageMissing: postTexts.imageMissing,
  usersMissing: fieldTexts.usersMissing,
  tooBig: uploaderMessages.imageTooBig,
  notAllowed: uploaderMessages.notAllowed,
  tooManyPhotos: (max: number) => `Una galería admite como máximo ${max} imágenes.`,
  badModel: 'Los datos de la publicación no son válidos.',
  unknownUnit: 'La opción elegida no existe o no está activa.',
  wrongEntity: 'Ese archivo no pertenece a una publicación de la empresa.',
  fileNotFound: 'El archivo no existe.',
  oneImage: 'La publicación admite una sola imagen y un solo archivo adjunto.',
  reportNotice: 'Se reportó un comentario',
  reportEvent: 'Mundo Pride',
  newPost: (title: string) => `Nueva publicación para ti: ${title}`,
} as const;
