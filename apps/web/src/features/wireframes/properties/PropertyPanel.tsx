import { Button, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useWireDispatcher } from '../actions/dispatch';
import { wireActions } from '../actions/registry';
import type { Wire } from '../model/types';
import { useWireEditor } from '../store/editorStore';
import { WireProperties } from './WireProperties';
import classes from './properties.module.css';

/** Props of PropertyPanel. */
export interface PropertyPanelProps {
  components: readonly Wire[];
}

/** The property editor (spec 2 §2): the selected component's fields, or the spec's hint. */
export function PropertyPanel({ components }: PropertyPanelProps) {
  const selection = useWireEditor((s) => s.selection);
  const readOnly = useWireEditor((s) => s.readOnly);
  const { dispatch } = useWireDispatcher();
  const chosen = components.filter((c) => selection.includes(c.id));
  const [only] = chosen;
  return (
    <aside className={classes.panel} aria-label="Properties">
      <ScrollArea h="100%" type="auto">
        <Stack gap="xs" p="sm" pb={96}>
          <Title order={2} size="h5">
            Properties
          </Title>
          {chosen.length === 0 && <Text size="sm">Please select a component to edit.</Text>}
          {chosen.length > 1 && (
            <>
              <Text size="sm">{chosen.length} components selected.</Text>
              {!readOnly && (
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => dispatch(wireActions.copy)}>
                    Copy
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => dispatch(wireActions.delete)}
                  >
                    Delete
                  </Button>
                </Group>
              )}
            </>
          )}
          {chosen.length === 1 && only && (
            <WireProperties key={only.id} wire={only} readOnly={readOnly} />
          )}
        </Stack>
      </ScrollArea>
    </aside>
  );
}
