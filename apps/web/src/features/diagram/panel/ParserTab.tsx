import { Group, Select } from '@mantine/core';
import {
  dialectForDatabaseType,
  generateScript,
  SCRIPT_FORMATS,
  type ScriptFormat,
} from '@relata/core';
import { useMemo, useState } from 'react';
import type { Diagram } from '../model/diagramCache';
import { PARSER_STORAGE_KEY } from '../model/constants';
import { CopyButton } from './CopyButton';
import { ExtraSqlList, ScriptNotes } from './ParserExtras';
import { ScriptView } from './ScriptView';

const isFormat = (v: string | null): v is ScriptFormat =>
  v !== null && (SCRIPT_FORMATS as readonly string[]).includes(v);

/**
 * The Parser tab (Beta): a dialect remembered in local storage, the generated script of the whole
 * model, copy with 3 s feedback, the generator's notes and the project's statements kept verbatim.
 */
export function ParserTab({ diagram, databaseType }: { diagram: Diagram; databaseType: string }) {
  const [format, setFormat] = useState<ScriptFormat>(() => {
    const stored = localStorage.getItem(PARSER_STORAGE_KEY);
    return isFormat(stored) ? stored : dialectForDatabaseType(databaseType);
  });
  const script = useMemo(() => generateScript(diagram, format), [diagram, format]);
  return (
    <div style={{ padding: 12 }}>
      <Group mb="sm" align="end">
        <Select
          label="Parser"
          data={[...SCRIPT_FORMATS]}
          value={format}
          allowDeselect={false}
          onChange={(v) => {
            if (!isFormat(v)) return;
            setFormat(v);
            localStorage.setItem(PARSER_STORAGE_KEY, v);
          }}
          w={160}
        />
        <CopyButton text={script} />
      </Group>
      <ScriptView text={script} label={`Script in ${format}`} />
      <ScriptNotes script={script} />
      <ExtraSqlList statements={diagram.extraSql} />
    </div>
  );
}
