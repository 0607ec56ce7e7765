import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '../../../common/domain/constants.ts';

type ToastOptions = { autoClose?: number; title?: string };

function showToast(color: string, message: string, { autoClose = TOAST_TIMEOUT_MS, title }: ToastOptions) {
  notifications.show({ message, color, autoClose, ...(title ? { title } : {}) });
}

export function showSuccessToast(message: string, options: ToastOptions = {}): void {
  showToast('teal', message, options);
}

export function showErrorToast(message: string, options: ToastOptions = {}): void {
  showToast('red', message, options);
}

export function showWarningToast(message: string, options: ToastOptions = {}): void {
  showToast('yellow', message, options);
}
