import { FileButton } from '@mantine/core';
import type { Profile } from '@relata/core';
import { useRef, useState } from 'react';
import type { AvatarSize } from '../../ui/avatar/avatarModel';
import { UserAvatar } from '../../ui/avatar/UserAvatar';
import { personAvatar } from '../../ui/avatar/personAvatar';
import { AvatarCropDialog } from './AvatarCropDialog';
import { isImageFile } from './model/avatarCrop';
import { displayName } from './model/displayName';
import { useUploadAvatar } from './useProfileMutations';

/** Props of AvatarEditor. */
export interface AvatarEditorProps {
  profile: Profile;
  size?: AvatarSize;
}

/** The user's avatar as a button: choose an image, crop it square, upload it (spec 1 §2). */
export function AvatarEditor({ profile, size = 'xlarge' }: AvatarEditorProps) {
  const [file, setFile] = useState<File | null>(null);
  const resetRef = useRef<() => void>(null);
  const upload = useUploadAvatar();
  const name = displayName(profile);

  const handleFile = (chosen: File | null) => {
    resetRef.current?.();
    if (!chosen) return;
    if (!isImageFile(chosen)) {
      // Spec 1 §5: other files are only logged.
      console.warn(`Not an image: ${chosen.name} (${chosen.type || 'unknown type'})`);
      return;
    }
    setFile(chosen);
  };

  return (
    <>
      <FileButton onChange={handleFile} accept="image/*" resetRef={resetRef}>
        {({ onClick }) => (
          <UserAvatar
            src={profile.avatar_url}
            alt={name}
            size={size}
            {...personAvatar(name, profile.email)}
            onEdit={onClick}
            editLabel="Change avatar"
          />
        )}
      </FileButton>
      <AvatarCropDialog
        file={file}
        onClose={() => setFile(null)}
        onSave={async (image) => {
          await upload.mutateAsync(image);
        }}
      />
    </>
  );
}
