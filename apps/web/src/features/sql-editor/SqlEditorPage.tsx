import { Text } from '@mantine/core';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

/** The SQL editor, a placeholder by the spec itself (spec 2 §2 "SQL editor"). */
export function SqlEditorPage() {
  return (
    <PlaceholderPage title="SQL Editor">
      <Text c="dimmed">The SQL editor is coming soon.</Text>
    </PlaceholderPage>
  );
}
