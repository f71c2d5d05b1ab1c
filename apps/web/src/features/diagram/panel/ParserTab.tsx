import { Button, Group, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  dialectForDatabaseType,
  generateScript,
  SCRIPT_FILE_NAMES,
  SCRIPT_FORMATS,
  type ScriptFormat,
} from '@relata/core';
import { downloadBlob } from '../export/download';
import { useMemo, useState } from 'react';
import type { Diagram } from '../model/diagramCache';
import { PARSER_STORAGE_KEY } from '../model/constants';
import { CopyButton } from './CopyButton';
import { ExtraSqlList, ScriptNotes } from './ParserExtras';
import { scriptLanguageOf } from './scriptLanguageOf';
import { ScriptView } from './ScriptView';

const isFormat = (v: string | null): v is ScriptFormat =>
  v !== null && (SCRIPT_FORMATS as readonly string[]).includes(v);

/**
 * The Parser tab (Beta): a format remembered in local storage (the four SQL dialects, CDS, DBML,
 * and ORM code for the project's database, issue 40), the generated script of the whole model,
 * copy with 3 s feedback and download, the generator's notes and the project's statements kept
 * verbatim.
 */
export function ParserTab({ diagram, databaseType }: { diagram: Diagram; databaseType: string }) {
  const [format, setFormat] = useState<ScriptFormat>(() => {
    const stored = localStorage.getItem(PARSER_STORAGE_KEY);
    return isFormat(stored) ? stored : dialectForDatabaseType(databaseType);
  });
  const dialect = dialectForDatabaseType(databaseType);
  const script = useMemo(
    () => generateScript(diagram, format, dialect),
    [diagram, format, dialect],
  );
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
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() =>
            downloadBlob(new Blob([script], { type: 'text/plain' }), SCRIPT_FILE_NAMES[format])
          }
        >
          Download
        </Button>
      </Group>
      <ScriptView text={script} label={`Script in ${format}`} language={scriptLanguageOf(format)} />
      <ScriptNotes script={script} format={format} />
      <ExtraSqlList statements={diagram.extraSql} />
    </div>
  );
}
