import { Button, CloseButton, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { Toast } from '../../lib/toast/toastStore';
import classes from './ToastStack.module.css';

/** Props of ToastCard. */
export interface ToastCardProps {
  toast: Toast;
  onDismiss: (id: string) => void;
}

/** One toast: icon, title, optional message and action, and a close button. */
export function ToastCard({ toast, onDismiss }: ToastCardProps) {
  const Icon = toast.type === 'error' ? IconAlertTriangle : IconInfoCircle;
  const handleAction = () => {
    toast.actionFn?.();
    onDismiss(toast.id);
  };
  return (
    <div
      className={classes.toast}
      data-type={toast.type}
      data-leaving={toast.leaving || undefined}
      data-testid="toast"
    >
      <Icon size={20} className={classes.icon} aria-hidden="true" />
      <div className={classes.body}>
        <Text fw={600} size="sm">
          {toast.type === 'error' && <VisuallyHidden>Error: </VisuallyHidden>}
          {toast.title}
        </Text>
        {toast.message && (
          <Text size="sm" c="dimmed">
            {toast.message}
          </Text>
        )}
        {toast.actionLabel && (
          <Button variant="light" size="compact-sm" mt={6} onClick={handleAction}>
            {toast.actionLabel}
          </Button>
        )}
      </div>
      <CloseButton size="sm" aria-label="Close notification" onClick={() => onDismiss(toast.id)} />
    </div>
  );
}
