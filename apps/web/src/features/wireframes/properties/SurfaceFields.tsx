import { Button, Switch, Text } from '@mantine/core';
import { IconPhotoDown } from '@tabler/icons-react';
import { useWireDispatcher } from '../actions/dispatch';
import { wireActions } from '../actions/registry';
import type { Wire } from '../model/types';

/** Props of SurfaceFields. */
export interface SurfaceFieldsProps {
  wire: Wire;
  disabled: boolean;
}

/** A surface's device, lock (a locked surface cannot be dragged or resized) and PNG export. */
export function SurfaceFields({ wire, disabled }: SurfaceFieldsProps) {
  const { dispatch } = useWireDispatcher();
  const locked = wire.properties.locked === true;
  const target = { kind: 'component' as const, id: wire.id };
  return (
    <>
      <Text size="xs" c="dimmed">
        {wire.properties.device === 'mobile' ? 'Mobile' : 'Desktop'} surface, {wire.width} ×{' '}
        {wire.height}
      </Text>
      <Switch
        label="Locked"
        checked={locked}
        disabled={disabled}
        onChange={() => dispatch(locked ? wireActions.unlock : wireActions.lock, { target })}
      />
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPhotoDown size={16} />}
        onClick={() => dispatch(wireActions.exportPng, { target })}
      >
        Export as PNG
      </Button>
    </>
  );
}
