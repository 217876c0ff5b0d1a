export { AudiencePicker, audienceTexts } from './audience-picker';
export { ConfirmDialog } from './confirm-dialog';
export { toFormData } from './form-data';
export { notifyFailed, notifyOk } from './notify';
