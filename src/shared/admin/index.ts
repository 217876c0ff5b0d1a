export { ConfirmDialog } from '@/shared/ui';
export { plainColumn, sortedColumn, statusColumn } from './columns';
export { ConsoleTable, type AddAction } from './console-table';
export { FormDialog } from './form-dialog';
export { FormFooter } from './form-footer';
export { RecordPage } from './record-page';
export { dangerAction, editAndDeactivate, type RowAction } from './row-buttons';
export { StatusBadge } from './status-badge';
export { useRowConfirm } from './use-row-confirm';
