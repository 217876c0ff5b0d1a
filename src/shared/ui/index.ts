export { AudiencePicker, AUDIENCE_PAGE_SIZE, audienceTexts } from './audience-picker';
export { ConfirmDialog, confirmTexts } from './confirm-dialog';
export { toFormData } from './form-data';
export { notifyFailed, notifyOk } from './notify';
