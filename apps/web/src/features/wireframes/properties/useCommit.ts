import { wireframePropertiesSchema } from '@relata/core';
import { useWireDispatcher } from '../actions/dispatch';
import { updateStep } from '../actions/steps';
import type { WirePatch } from '../api/wireframesApi';
import { showApiError } from '../../../lib/toast/toast';
import type { Wire } from '../model/types';

/** The patch that restores what `after` changes (a property that was not set stays as it is). */
function restoring(wire: Wire, after: WirePatch): WirePatch {
  const before: WirePatch = {};
  if (after.name !== undefined) before.name = wire.name;
  for (const key of ['x', 'y', 'width', 'height', 'z'] as const)
    if (after[key] !== undefined) before[key] = wire[key];
  if (after.properties) {
    const old: Record<string, unknown> = wire.properties;
    const keys = Object.keys(after.properties).filter((k) => old[k] !== undefined);
    before.properties = wireframePropertiesSchema.parse(
      Object.fromEntries(keys.map((k) => [k, old[k]])),
    );
  }
  return before;
}

/** Saves a property-panel change of one component as an undoable step; failures show the toast. */
export function useCommit(wire: Wire) {
  const dispatcher = useWireDispatcher();
  return (after: WirePatch) => {
    const { ops } = dispatcher.context();
    dispatcher
      .record(
        updateStep(ops, 'Edit properties', [
          { id: wire.id, before: restoring(wire, after), after },
        ]),
      )
      .catch(showApiError);
  };
}
