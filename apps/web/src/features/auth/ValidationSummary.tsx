import { Alert, List } from '@mantine/core';
import type { FieldErrors } from '../../lib/form/fieldErrors';

/** Props of ValidationSummary. */
export interface ValidationSummaryProps {
  errors: FieldErrors;
}

/** The list of what is wrong with a form, shown after a submit attempt (spec 1 §2). */
export function ValidationSummary({ errors }: ValidationSummaryProps) {
  const messages = Object.values(errors).filter((m): m is string => m !== undefined);
  if (messages.length === 0) return null;
  return (
    <Alert variant="light" color="red" role="alert" title="Please check the form">
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
