import { Select } from '@mantine/core';
import { WIRE_ICONS } from '../canvas/WireIcon';
import { isOneOf, type Wire } from '../model/types';
import { CommitTextInput } from './CommitTextInput';
import { useCommit } from './useCommit';

/** Props of ContentFields. */
export interface ContentFieldsProps {
  wire: Wire;
  disabled: boolean;
}

const WITH_TEXT = new Set(['button', 'text', 'container', 'checkbox', 'form', 'input', 'textarea']);
const WITH_PLACEHOLDER = new Set(['input', 'textarea', 'select']);
const CHART_KINDS = ['bar', 'line', 'pie'] as const;

/** Name and what a component says: text, placeholder, options, icon or chart kind. */
export function ContentFields({ wire, disabled }: ContentFieldsProps) {
  const commit = useCommit(wire);
  const p = wire.properties;
  return (
    <>
      <CommitTextInput
        label="Name"
        value={wire.name}
        disabled={disabled}
        onCommit={(name) => commit({ name })}
      />
      {WITH_TEXT.has(wire.type) && (
        <CommitTextInput
          label="Text"
          value={p.text ?? ''}
          multiline={wire.type === 'text'}
          disabled={disabled}
          onCommit={(text) => commit({ properties: { text } })}
        />
      )}
      {WITH_PLACEHOLDER.has(wire.type) && (
        <CommitTextInput
          label="Placeholder"
          value={p.placeholder ?? ''}
          disabled={disabled}
          onCommit={(placeholder) => commit({ properties: { placeholder } })}
        />
      )}
      {wire.type === 'select' && (
        <CommitTextInput
          label="Options"
          description="One per line"
          multiline
          value={(p.options ?? []).join('\n')}
          disabled={disabled}
          onCommit={(v) =>
            commit({
              properties: {
                options: v
                  .split('\n')
                  .map((o) => o.trim())
                  .filter(Boolean),
              },
            })
          }
        />
      )}
      {wire.type === 'icon' && (
        <Select
          label="Icon"
          size="xs"
          data={Object.keys(WIRE_ICONS)}
          value={p.icon ?? 'star'}
          disabled={disabled}
          allowDeselect={false}
          onChange={(icon) => icon && commit({ properties: { icon } })}
        />
      )}
      {wire.type === 'chart' && (
        <Select
          label="Chart"
          size="xs"
          data={CHART_KINDS}
          value={p.chartKind ?? 'bar'}
          disabled={disabled}
          allowDeselect={false}
          onChange={(v) => isOneOf(CHART_KINDS, v) && commit({ properties: { chartKind: v } })}
        />
      )}
    </>
  );
}
