import { Button, Divider, Group, Text } from '@mantine/core';
import { useWireDispatcher } from '../actions/dispatch';
import { wireActions } from '../actions/registry';
import type { Wire } from '../model/types';
import { ContentFields } from './ContentFields';
import { DataTableFields } from './DataTableFields';
import { GeometryFields } from './GeometryFields';
import { StyleFields } from './StyleFields';
import { SurfaceFields } from './SurfaceFields';

/** Props of WireProperties. */
export interface WirePropertiesProps {
  wire: Wire;
  readOnly: boolean;
}

/** Every field of one component, by type; Viewers see them disabled. */
export function WireProperties({ wire, readOnly }: WirePropertiesProps) {
  const { dispatch } = useWireDispatcher();
  const target = { kind: 'component' as const, id: wire.id };
  return (
    <>
      <Text size="xs" c="dimmed" tt="capitalize">
        {wire.type === 'datatable' ? 'Data table' : wire.type} · {wire.category}
      </Text>
      <ContentFields wire={wire} disabled={readOnly} />
      {wire.type === 'surface' && <SurfaceFields wire={wire} disabled={readOnly} />}
      <GeometryFields wire={wire} disabled={readOnly} />
      <Divider label="Style" labelPosition="left" />
      <StyleFields wire={wire} disabled={readOnly} />
      {wire.type === 'datatable' && (
        <>
          <Divider label="Data" labelPosition="left" />
          <DataTableFields wire={wire} disabled={readOnly} />
        </>
      )}
      {!readOnly && (
        <Group gap="xs" mt="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => dispatch(wireActions.bringForward, { target })}
          >
            Bring Forward
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => dispatch(wireActions.sendBackward, { target })}
          >
            Send Backward
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => dispatch(wireActions.delete, { target })}
          >
            Delete
          </Button>
        </Group>
      )}
    </>
  );
}
