export { AdminCards } from './admin-cards';
export { AdminTable, type AdminColumn, type AdminTableProps } from './admin-table';
export { AudiencePicker } from './audience-picker';
export { ConfirmDialog } from './confirm-dialog';
export { FormActions } from './form-actions';
export { OutcomePanel } from './outcome-panel';
export { LevelBadge } from './level-badge';
export { LineIcon } from './line-icon';
export { MoreOnScroll } from './more-on-scroll';
export { isNotFound, NotFoundNotice, type NotFoundBack } from './not-found-notice';
export { notifyError, notifyFailed, notifyOk } from './notify';
export { QueryState } from './query-state';
export { readImageSize } from './read-image-size';
export { audienceTexts, confirmTexts, uiMessages } from './messages';
export { refusalText } from './uploader-checks';
export { saveFile } from './save-file';
export { Uploader } from './uploader';
export { VisitorBlocker } from './visitor-blocker';
export {
  previewHides,
  previewItems,
  previewText,
  VISITOR_PREVIEW_ITEMS,
  VISITOR_PREVIEW_MUSIC_ITEMS,
} from './visitor-preview';
export { usePhoneLayout } from './use-phone-layout';
export { useFieldErrors } from './use-field-errors';
