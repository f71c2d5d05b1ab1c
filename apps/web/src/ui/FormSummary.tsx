import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Props of FormSummary. */
export interface FormSummaryProps {
  /** The form's sentence, e.g. "Please fix the errors in the form before submitting." */
  title: string;
  /** The field messages to list under it. */
  messages: string[];
}

/** A form's validation summary after a failed submit (spec 1 §5), read out when it appears. */
export function FormSummary({ title, messages }: FormSummaryProps) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
    >
      {messages.length > 0 && (
        <List size="sm" spacing={2}>
          {messages.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
