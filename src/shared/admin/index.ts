export { ConfirmDialog } from '@/shared/ui';
export { plainColumn, sortedColumn } from './columns';
export { ConsoleTable, type AddAction } from './console-table';
export { FormFooter } from './form-footer';
export { RecordPage } from './record-page';
export { editAndDeactivate, type RowAction } from './row-buttons';
export { StatusBadge } from './status-badge';
export { useRowConfirm } from './use-row-confirm';
