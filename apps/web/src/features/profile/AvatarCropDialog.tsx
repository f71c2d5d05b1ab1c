import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { Loading } from '../../ui/Loading';
import { useState } from 'react';
import type { Area } from 'react-easy-crop';
import classes from './AvatarCropDialog.module.css';
import { cropToBlob } from './cropImage';
import { CropEditor } from './CropEditor';
import { clampCropArea, CROP_DIALOG_MAX_WIDTH } from './model/avatarCrop';
import { useImageSource } from './useImageSource';

/** Props of AvatarCropDialog. */
export interface AvatarCropDialogProps {
  /** The chosen file; the dialog is open while there is one. */
  file: File | null;
  onClose: () => void;
  /** Receives the cropped 200x200 image; the dialog closes when it settles. */
  onSave: (image: Blob) => Promise<void>;
}

/** The dialog "Crop Image" with Cancel and Save (spec 1 §2, §5, §9). */
export function AvatarCropDialog({ file, onClose, onSave }: AvatarCropDialogProps) {
  const source = useImageSource(file);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);

  const handleSave = async () => {
    if (source.status !== 'ready' || !area) return;
    const { image } = source;
    setSaving(true);
    try {
      await onSave(
        await cropToBlob(image, clampCropArea(area, image.naturalWidth, image.naturalHeight)),
      );
    } catch (error) {
      console.error('The avatar could not be saved.', error);
    } finally {
      setSaving(false);
      setArea(null);
      onClose();
    }
  };

  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title="Crop Image"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      size={CROP_DIALOG_MAX_WIDTH}
      centered
      closeOnEscape={!saving}
      closeOnClickOutside={!saving}
    >
      <Stack gap="md">
        {source.status === 'loading' && (
          <div className={classes.placeholder}>
            <Loading label="Loading image" />
          </div>
        )}
        {source.status === 'invalid' && (
          <Alert variant="light" color="red" role="alert">
            {source.message}
          </Alert>
        )}
        {source.status === 'ready' && (
          <CropEditor
            key={source.url}
            url={source.url}
            image={source.image}
            onAreaChange={setArea}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            onClick={() => void handleSave()}
            loading={saving}
            disabled={source.status !== 'ready' || area === null}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
