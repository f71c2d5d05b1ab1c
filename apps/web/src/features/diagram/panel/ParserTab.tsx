import { Button, Group, Select } from '@mantine/core';
import {
  dialectForDatabaseType,
  generateScript,
  SCRIPT_FORMATS,
  type ScriptFormat,
} from '@relata/core';
import { useEffect, useMemo, useState } from 'react';
import type { Diagram } from '../model/diagramCache';
import { COPY_FEEDBACK_MS, PARSER_STORAGE_KEY } from '../model/constants';
import { ScriptView } from './ScriptView';

const isFormat = (v: string | null): v is ScriptFormat =>
  v !== null && (SCRIPT_FORMATS as readonly string[]).includes(v);

/** The Parser tab (Beta): a dialect remembered in local storage, the generated script, copy with 3 s feedback. */
export function ParserTab({ diagram, databaseType }: { diagram: Diagram; databaseType: string }) {
  const [format, setFormat] = useState<ScriptFormat>(() => {
    const stored = localStorage.getItem(PARSER_STORAGE_KEY);
    return isFormat(stored) ? stored : dialectForDatabaseType(databaseType);
  });
  const [copied, setCopied] = useState(false);
  const script = useMemo(() => generateScript(diagram, format), [diagram, format]);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(t);
  }, [copied]);
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
        <Button
          variant="light"
          onClick={() => void navigator.clipboard.writeText(script).then(() => setCopied(true))}
        >
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </Group>
      <ScriptView text={script} />
    </div>
  );
}
