import { Button, Checkbox, Group, Loader, Modal, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { onDemandComponent } from '../../../lib/onDemand';
import { useDispatcher } from '../actions/dispatch';
import { captureArea } from '../export/captureArea';
import {
  canBeTransparent,
  defaultExportFilename,
  EXPORT_FORMATS,
  isScreenshotFormat,
  validateDiagramExport,
  type ExportFormat,
  type ImageScale,
} from '../model/exportName';
import { useEditor } from '../store/editorStore';
import { ImageScaleField } from './ImageScaleField';
import { EXPORT_FAILED, useDiagramExport } from './useDiagramExport';

/** The formats as the Format select lists them (PNG and JPG as spec 2 §2 names them). */
export const FORMAT_LABELS: Record<ExportFormat, string> = {
  png: 'PNG',
  jpg: 'JPG',
  svg: 'SVG',
  pdf: 'PDF',
  mermaid: 'Mermaid',
};

const FORMAT_OPTIONS = EXPORT_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }));

// Core's documentation code, behind the Mermaid text, loads when that format is chosen.
const MermaidPreview = onDemandComponent(
  async () => (await import('./MermaidPreview')).MermaidPreview,
  () => <Loader size="sm" mb="sm" aria-label="Loading the Mermaid text" />,
);

function ExportForm({ databaseType, onClose }: { databaseType: string; onClose: () => void }) {
  const [type, setType] = useState<ExportFormat>(EXPORT_FORMATS[0]);
  const [filename, setFilename] = useState(() => defaultExportFilename(new Date()));
  const [transparent, setTransparent] = useState(false);
  const [scale, setScale] = useState<ImageScale>(1);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { context } = useDispatcher();
  // The diagram as the dialog opened on it: what the image measures and the Mermaid text shows.
  const [{ diagram, area }] = useState(() => {
    const { store, ops } = context();
    const current = ops.current();
    return { diagram: current, area: captureArea(current, store.getState().visual.tableDisplay) };
  });
  const run = useDiagramExport(databaseType);

  const submit = async () => {
    const checked = validateDiagramExport(type, filename, new Date());
    if (!checked.ok) return setError(checked.message);
    const request = {
      format: checked.type,
      filename: checked.filename,
      transparent: transparent && canBeTransparent(checked.type),
      scale,
    };
    if (isScreenshotFormat(checked.type)) {
      // The screenshot shows its overlay over the canvas and reports its own failure.
      onClose();
      return void run(request);
    }
    setError(undefined);
    setBusy(true);
    try {
      await run(request);
      onClose();
    } catch (failure) {
      console.warn(failure);
      setError(EXPORT_FAILED);
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Select
        label="Format"
        data={FORMAT_OPTIONS}
        value={type}
        onChange={(v) => {
          const format = EXPORT_FORMATS.find((f) => f === v);
          if (format) setType(format);
        }}
        allowDeselect={false}
        mb="sm"
      />
      <TextInput
        label="Filename"
        value={filename}
        onChange={(e) => setFilename(e.currentTarget.value)}
        mb="sm"
      />
      {isScreenshotFormat(type) && (
        <ImageScaleField area={area} value={scale} onChange={setScale} />
      )}
      {canBeTransparent(type) && (
        <Checkbox
          label="Transparent"
          checked={transparent}
          onChange={(e) => setTransparent(e.currentTarget.checked)}
          mb="sm"
        />
      )}
      {type === 'mermaid' && diagram && (
        <MermaidPreview diagram={diagram} databaseType={databaseType} />
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Export
        </Button>
      </Group>
    </form>
  );
}

/** Props of ExportDialog. */
export interface ExportDialogProps {
  /** The project's database type: the dialect of the Mermaid export's column types. */
  databaseType: string;
}

/**
 * The Export dialog (spec 2 §2, issue 41 item 4): Format (PNG, JPG, SVG, PDF, Mermaid), Filename,
 * Scale for PNG and JPG, Transparent for PNG and SVG, the Mermaid text with Copy; the whole
 * diagram, whatever part is in view, from the diagram alone (a share link's reader exports too).
 */
export function ExportDialog({ databaseType }: ExportDialogProps) {
  const open = useEditor((s) => s.dialog === 'export');
  const set = useEditor((s) => s.set);
  const close = () => set({ dialog: undefined });
  return (
    <Modal
      opened={open}
      onClose={close}
      title="Export"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {open && <ExportForm databaseType={databaseType} onClose={close} />}
    </Modal>
  );
}
