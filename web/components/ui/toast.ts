import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '../../../common/domain/constants.ts';

export function showSuccessToast(message: string, autoClose: number = TOAST_TIMEOUT_MS): void {
  notifications.show({ message, color: 'teal', autoClose });
}

export function showErrorToast(message: string, autoClose: number = TOAST_TIMEOUT_MS): void {
  notifications.show({ message, color: 'red', autoClose });
}

export function showWarningToast(message: string, autoClose: number = TOAST_TIMEOUT_MS): void {
  notifications.show({ message, color: 'yellow', autoClose });
}
