import fs from 'node:fs/promises';
import path from 'node:path';

/** The image kinds accepted as avatars, recognised by their first bytes. */
export type AvatarKind = 'png' | 'jpg' | 'webp' | 'gif';

/** Content types of the accepted kinds. */
export const AVATAR_CONTENT_TYPES: Record<AvatarKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Largest avatar upload accepted. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Tells the image kind from the content itself (magic bytes), never from the declared type or
 * name, so that a renamed file or an SVG with script cannot pose as an image.
 */
export function sniffImage(bytes: Uint8Array): AvatarKind | undefined {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (
    starts([0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

/** Avatars on the local disk under DATA_DIR/uploads/avatars, one file per profile. */
export class AvatarStore {
  constructor(private readonly dir: string) {}

  /** Stores `{profileId}.{kind}`, replacing any earlier avatar of the profile; returns the file name. */
  async save(profileId: string, kind: AvatarKind, bytes: Uint8Array): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    const name = `${profileId}.${kind}`;
    const tmp = path.join(this.dir, `.${name}.${process.pid}.tmp`);
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, path.join(this.dir, name));
    for (const other of Object.keys(AVATAR_CONTENT_TYPES)) {
      if (other !== kind)
        await fs.rm(path.join(this.dir, `${profileId}.${other}`), { force: true });
    }
    return name;
  }

  /** Removes every avatar file of the profile. */
  async remove(profileId: string): Promise<void> {
    for (const kind of Object.keys(AVATAR_CONTENT_TYPES)) {
      await fs.rm(path.join(this.dir, `${profileId}.${kind}`), { force: true });
    }
  }

  /** Reads a stored avatar by file name, or undefined. The name must be `{id}.{kind}`. */
  async read(name: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    const match = /^([A-Za-z0-9_-]{1,100})\.(png|jpg|webp|gif)$/.exec(name);
    if (!match) return undefined;
    try {
      const bytes = await fs.readFile(path.join(this.dir, name));
      return { bytes, contentType: AVATAR_CONTENT_TYPES[match[2] as AvatarKind] };
    } catch {
      return undefined;
    }
  }
}
