import { Button, Checkbox, Group, Modal, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { defaultExportFilename, SCREENSHOT_FORMATS, validateExport } from '../model/exportName';
import { useEditor } from '../store/editorStore';
import { useScreenshot } from './useScreenshot';

const LABELS: Record<string, string> = { png: 'PNG', jpg: 'JPG' };

function ExportForm({ onClose }: { onClose: () => void }) {
  const [type, setType] = useState<string>(SCREENSHOT_FORMATS[0]);
  const [filename, setFilename] = useState(() => defaultExportFilename(new Date()));
  const [transparent, setTransparent] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const capture = useScreenshot();
  const submit = () => {
    const checked = validateExport(type, filename, new Date());
    if (!checked.ok) return setError(checked.message);
    onClose();
    void capture(checked.type, checked.filename, transparent && checked.type === 'png');
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Select
        label="Format"
        data={SCREENSHOT_FORMATS.map((f) => ({ value: f, label: LABELS[f] ?? f }))}
        value={type}
        onChange={(v) => v && setType(v)}
        allowDeselect={false}
        mb="sm"
      />
      <TextInput
        label="Filename"
        value={filename}
        onChange={(e) => setFilename(e.currentTarget.value)}
        mb="sm"
      />
      {type === 'png' && (
        <Checkbox
          label="Transparent"
          checked={transparent}
          onChange={(e) => setTransparent(e.currentTarget.checked)}
          mb="sm"
        />
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
        <Button type="submit">Export</Button>
      </Group>
    </form>
  );
}

/** The Export dialog (spec 2 §2): Format PNG or JPG, Filename, Transparent for PNG only. */
export function ExportDialog() {
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
      {open && <ExportForm onClose={close} />}
    </Modal>
  );
}
